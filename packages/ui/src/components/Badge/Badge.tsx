import clsx from "clsx";
import type { ComponentPropsWithRef } from "react";
import * as styles from "./Badge.css";

export type BadgeTone = "neutral" | "info" | "success" | "warning" | "error";

export interface BadgeProps extends ComponentPropsWithRef<"span"> {
  /** Colour: neutral (default), info, success, warning or error; text keeps AA contrast in both schemes. */
  tone?: BadgeTone;
}

/** A small pill for a label or a count ("Admin", "New", "3"). For a resource's state use StatusBadge. */
export function Badge({ tone = "neutral", className, children, ...rest }: BadgeProps) {
  return (
    <span {...rest} className={clsx(styles.root, styles.tone[tone], className)}>
      <span className={styles.text}>{children}</span>
    </span>
  );
}
