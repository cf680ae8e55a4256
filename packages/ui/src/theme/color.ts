// Small colour arithmetic for makeTheme: mixing hex colours and WCAG 2 contrast, nothing else.

type Rgb = readonly [number, number, number];

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** Whether `value` is a #rgb or #rrggbb colour. */
export function isHexColor(value: string): boolean {
  return HEX.test(value.trim());
}

/** Parses #rgb or #rrggbb; throws with the offending value otherwise. */
export function parseHex(value: string): Rgb {
  const match = HEX.exec(value.trim());
  const digits = match?.[1];
  if (!digits) {
    throw new Error(`Expected a hex colour like "#1a73e8", got "${value}". Brand colours must be #rgb or #rrggbb.`);
  }
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join("") : digits;
  return [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16)) as unknown as Rgb;
}

function toHex(rgb: Rgb): string {
  return `#${rgb.map((c) => Math.round(Math.min(255, Math.max(0, c))).toString(16).padStart(2, "0")).join("")}`;
}

/** `from` moved towards `to` by `amount` (0 keeps `from`, 1 gives `to`), as #rrggbb. */
export function mix(from: string, to: string, amount: number): string {
  const a = parseHex(from);
  const b = parseHex(to);
  return toHex([0, 1, 2].map((i) => (a[i] ?? 0) + ((b[i] ?? 0) - (a[i] ?? 0)) * amount) as unknown as Rgb);
}

/** WCAG 2 relative luminance, 0 (black) to 1 (white). */
export function luminance(color: string): number {
  const [r, g, b] = parseHex(color).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as unknown as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio between two colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** The first candidate that reaches 4.5:1 on `background`, or else the one with the most contrast. */
export function readableOn(background: string, candidates: readonly string[] = ["#ffffff", "#111317", "#000000"]): string {
  const passing = candidates.find((c) => contrastRatio(c, background) >= 4.5);
  return passing ?? candidates.reduce((best, c) => (contrastRatio(c, background) > contrastRatio(best, background) ? c : best));
}

/**
 * `color` darkened (on light backgrounds) or lightened (on dark ones) just enough to reach `ratio` against
 * every background; unchanged when it already does.
 */
export function ensureContrast(color: string, backgrounds: string | readonly string[], ratio = 4.5): string {
  const list = typeof backgrounds === "string" ? [backgrounds] : backgrounds;
  const first = list[0];
  if (first === undefined) return color;
  const target = luminance(first) > 0.18 ? "#000000" : "#ffffff";
  const passes = (c: string) => list.every((bg) => contrastRatio(c, bg) >= ratio);
  for (let step = 0; step <= 20; step += 1) {
    const candidate = mix(color, target, step / 20);
    if (passes(candidate)) return candidate;
  }
  return target;
}
