import clsx from "clsx";
import type { ComponentPropsWithRef, ReactNode } from "react";
import * as styles from "./Toolbar.css";

export interface ToolbarProps extends ComponentPropsWithRef<"div"> {
  /** Controls at the start (left), e.g. a FilterBar or a count. */
  children?: ReactNode;
  /** Controls at the end (right), e.g. the "Create" button; below the start group on phones. */
  end?: ReactNode;
}

/**
 * A row above a list or table: start and end groups that wrap, stacked on phones. Layout only; it is not an
 * ARIA toolbar (no arrow-key handling), so every control stays its own tab stop.
 */
export function Toolbar({ children, end, className, ...rest }: ToolbarProps) {
  return (
    <div {...rest} className={clsx(styles.root, className)}>
      {children !== undefined && <div className={styles.group}>{children}</div>}
      {end !== undefined && <div className={clsx(styles.group, styles.end)}>{end}</div>}
    </div>
  );
}
