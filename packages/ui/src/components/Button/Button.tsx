import clsx from "clsx";
import type { ComponentPropsWithRef } from "react";
import { Spinner } from "../Spinner/Spinner";
import * as styles from "./Button.css";

export type ButtonVariant = "primary" | "secondary" | "ghost" | "danger";
export type ButtonSize = "sm" | "md" | "lg";

export interface ButtonProps extends ComponentPropsWithRef<"button"> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Disables the button, marks it aria-busy and shows a spinner before the label. */
  loading?: boolean;
  /** Stretch to the width of the container. */
  fullWidth?: boolean;
}

/** The console's button. `type` defaults to "button" so it never submits a form by accident. */
export function Button({
  variant = "primary",
  size = "md",
  loading = false,
  fullWidth = false,
  type = "button",
  disabled,
  className,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={clsx(buttonClass({ variant, size, fullWidth }), className)}
    >
      {loading && <Spinner size="sm" decorative />}
      {children}
    </button>
  );
}

/** The class names of a button, for links that must look like one (`<Link className={buttonClass(…)}>`). */
export function buttonClass({ variant = "primary", size = "md", fullWidth = false }: { variant?: ButtonVariant; size?: ButtonSize; fullWidth?: boolean } = {}): string {
  return clsx(styles.base, styles.variant[variant], styles.size[size], fullWidth && styles.fullWidth);
}
