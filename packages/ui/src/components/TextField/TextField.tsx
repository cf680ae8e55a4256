import clsx from "clsx";
import { useId, type ComponentPropsWithRef, type ReactNode } from "react";
import * as styles from "./TextField.css";

export interface TextFieldProps extends Omit<ComponentPropsWithRef<"input">, "size"> {
  /** Visible label, tied to the input. */
  label: ReactNode;
  /** Help text under the label, read out with the input. */
  description?: ReactNode;
  /** Validation message; marks the input invalid and is read out with it. */
  error?: ReactNode;
  /** Class of the wrapper; `className` goes on the input. */
  fieldClassName?: string;
  /** A control inside the right end of the input (the password toggle). */
  end?: ReactNode;
}

/** A labelled text input with optional description and error message, 36 px high. */
export function TextField({
  label,
  description,
  error,
  fieldClassName,
  end,
  id,
  className,
  required,
  type = "text",
  "aria-describedby": describedBy,
  ...rest
}: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? `${autoId}-input`;
  const descriptionId = `${autoId}-description`;
  const errorId = `${autoId}-error`;
  const hasError = error !== undefined && error !== null && error !== false && error !== "";
  const describedByIds =
    [describedBy, description !== undefined ? descriptionId : undefined, hasError ? errorId : undefined].filter(Boolean).join(" ") ||
    undefined;

  return (
    <div className={clsx(styles.root, fieldClassName)}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
        {required && (
          <span aria-hidden="true" className={styles.required}>
            *
          </span>
        )}
      </label>
      {description !== undefined && (
        <p id={descriptionId} className={styles.description}>
          {description}
        </p>
      )}
      <div className={styles.control}>
        <input
          {...rest}
          id={inputId}
          type={type}
          required={required}
          aria-invalid={hasError || undefined}
          aria-describedby={describedByIds}
          className={clsx(styles.input, end !== undefined && styles.inputWithEnd, className)}
        />
        {end !== undefined && <div className={styles.end}>{end}</div>}
      </div>
      {hasError && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
