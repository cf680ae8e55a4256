import clsx from "clsx";
import type { ComponentPropsWithRef } from "react";
import * as styles from "./VisuallyHidden.css";

export type VisuallyHiddenProps = ComponentPropsWithRef<"span">;

/** Text for screen readers only: hidden on screen, still read out. */
export function VisuallyHidden({ className, ...rest }: VisuallyHiddenProps) {
  return <span {...rest} className={clsx(styles.root, className)} />;
}
