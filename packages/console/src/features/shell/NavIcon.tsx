import type { DisplayCategory } from "../../app/resourceTypes";

// One simple outline glyph per display category, drawn on a 24-unit grid.
const PATHS: Record<DisplayCategory, string> = {
  compute: "M4 5h16v10H4z M9 19h6 M12 15v4",
  network: "M12 3v6 M5 21v-4h14v4 M12 9v8 M9 3h6v6H9z",
  access: "M8 11V8a4 4 0 0 1 8 0v3 M6 11h12v10H6z M12 15v2",
  storage: "M4 6c0-1.7 3.6-3 8-3s8 1.3 8 3-3.6 3-8 3-8-1.3-8-3z M4 6v12c0 1.7 3.6 3 8 3s8-1.3 8-3V6 M4 12c0 1.7 3.6 3 8 3s8-1.3 8-3",
  billing: "M3 6h18v12H3z M3 10h18 M7 15h4",
  services: "M12 3l8 4.5v9L12 21l-8-4.5v-9z M12 12l8-4.5 M12 12v9 M12 12L4 7.5",
};

/** The navigation glyph of a display category (decorative: the label says what it is). */
export function NavIcon({ category }: { category: DisplayCategory }) {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d={PATHS[category]} />
    </svg>
  );
}
