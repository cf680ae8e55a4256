import clsx from "clsx";
import { useId, type ComponentPropsWithRef } from "react";
import * as styles from "./CactusIcon.css";

export interface CactusIconProps extends Omit<ComponentPropsWithRef<"svg">, "children"> {
  /** Accessible name; without it the icon is decorative and hidden from assistive technology. */
  title?: string;
  /** Width and height, in px or any CSS length. Default 48. */
  size?: number | string;
}

/** The cactus shown on the loading screen when a provider has no logo. Drawn in `currentColor`. */
export function CactusIcon({ title, size = 48, className, ...rest }: CactusIconProps) {
  const titleId = useId();
  const a11y = title
    ? ({ role: "img", "aria-labelledby": titleId } as const)
    : ({ "aria-hidden": true, focusable: "false" } as const);
  return (
    <svg viewBox="0 0 64 64" width={size} height={size} fill="currentColor" {...a11y} {...rest} className={clsx(styles.root, className)}>
      {title && <title id={titleId}>{title}</title>}
      <path d="M28 6a6 6 0 0 1 12 0v46h-12z" />
      <path d="M28 36h-8a8 8 0 0 1-8-8V18a4 4 0 0 1 8 0v10h8z" />
      <path d="M40 30h6V14a4 4 0 0 1 8 0v16a8 8 0 0 1-8 8h-6z" />
      <path d="M16 52h32l-4 10H20z" opacity="0.7" />
    </svg>
  );
}
