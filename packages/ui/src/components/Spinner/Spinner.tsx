import clsx from "clsx";
import type { ComponentPropsWithRef } from "react";
import { useUiTexts } from "../UiTexts/UiTexts";
import * as styles from "./Spinner.css";

export interface SpinnerProps extends Omit<ComponentPropsWithRef<"span">, "children"> {
  /** Accessible name, announced as a busy indicator. Default "Loading". */
  label?: string;
  size?: keyof typeof styles.size;
  /** Hide from assistive technology when something else already says it is busy (a button with aria-busy). */
  decorative?: boolean;
}

/** A spinning ring in the current text colour. */
export function Spinner({ label, size = "md", decorative = false, className, ...rest }: SpinnerProps) {
  const texts = useUiTexts();
  const a11y = decorative
    ? ({ "aria-hidden": true } as const)
    : ({ role: "progressbar", "aria-label": label ?? texts.loading, "aria-busy": true } as const);
  return <span {...a11y} {...rest} className={clsx(styles.spinner, styles.size[size], className)} />;
}
