import type * as styles from "./layout.css";

/** A step of the theme's space scale: none 0, xxs 2, xs 4, sm 8, md 12, lg 16, xl 24 px in the default theme. */
export type LayoutGap = keyof typeof styles.gap;

/** Where children sit across the layout's direction. */
export type LayoutAlign = keyof typeof styles.align;

/** Elements a layout primitive can render as. */
export type LayoutElement = "div" | "ul" | "ol" | "section" | "nav" | "header" | "footer" | "span" | "li" | "form";

/** Whether the element is a list whose bullets and indent the primitive removes. */
export function isList(element: LayoutElement): boolean {
  return element === "ul" || element === "ol";
}
