import clsx from "clsx";
import type { HTMLAttributes, Ref } from "react";
import * as styles from "./Card.css";

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** Element to render: a `section` or `article` when the card has a heading of its own. */
  as?: "div" | "section" | "article" | "aside";
  padding?: keyof typeof styles.padding;
  /** A shadow instead of a border, for cards that float above the page (the login panel). */
  elevated?: boolean;
  /** Stack the children in a column with the standard gap (a titled panel: heading, text, fields, actions). */
  stack?: boolean;
  ref?: Ref<HTMLElement>;
}

/** A surface with a border and large radius that groups related content (a panel). */
export function Card({ as: Element = "div", padding = "md", elevated = false, stack = false, className, ref, ...rest }: CardProps) {
  // Every element Card renders is an HTMLElement, so a Ref<HTMLElement> can safely receive it.
  return <Element {...rest} ref={ref as Ref<HTMLDivElement>} className={clsx(styles.root, styles.padding[padding], elevated && styles.elevated, stack && styles.stack, className)} />;
}
