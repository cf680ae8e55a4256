import clsx from "clsx";
import type { HTMLAttributes } from "react";
import * as styles from "./Divider.css";

export interface DividerProps extends Omit<HTMLAttributes<HTMLElement>, "children"> {
  /** Short text centred on the line, such as "or". */
  label?: string;
}

/** A horizontal rule, optionally with a centred label ("or" between two ways to log in). */
export function Divider({ label, className, ...rest }: DividerProps) {
  if (label === undefined || label === "") {
    return <hr {...rest} className={clsx(styles.rule, className)} />;
  }
  // A separator's content is presentational, so the label is also its accessible name.
  return (
    <div role="separator" aria-orientation="horizontal" aria-label={label} {...rest} className={clsx(styles.labelled, className)}>
      <span aria-hidden="true">{label}</span>
    </div>
  );
}
