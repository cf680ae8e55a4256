import clsx from "clsx";
import type { ComponentPropsWithRef, ReactNode } from "react";
import { useFieldIds } from "../../internal/field";
import * as fieldStyles from "../TextField/TextField.css";
import * as styles from "./Select.css";

export interface SelectOption {
  value: string;
  /** Text of the option; the value when left out. */
  label?: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<ComponentPropsWithRef<"select">, "size" | "multiple"> {
  /** Visible label, tied to the select. */
  label: ReactNode;
  /** Help text under the label, read out with the select. */
  description?: ReactNode;
  /** Validation message; marks the select invalid and is read out with it. */
  error?: ReactNode;
  /** The choices; or pass `<option>` elements as children. */
  options?: readonly SelectOption[];
  /** A first, empty choice such as "Choose a location"; selected while nothing else is. */
  placeholder?: string;
  /** Class of the wrapper; `className` goes on the select. */
  fieldClassName?: string;
}

function ChevronIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={styles.chevron} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M6 9l6 6 6-6" />
    </svg>
  );
}

/** A native `<select>` in the field chrome of TextField (label, description, error), 36 px high. */
export function Select({
  label,
  description,
  error,
  options,
  placeholder,
  fieldClassName,
  id,
  className,
  required,
  children,
  defaultValue,
  value,
  "aria-describedby": describedBy,
  ...rest
}: SelectProps) {
  const ids = useFieldIds({ id, description, error, describedBy });
  // With a placeholder and no value given, start on the placeholder rather than the first real option.
  const initial = placeholder !== undefined && value === undefined && defaultValue === undefined ? "" : defaultValue;
  return (
    <div className={clsx(fieldStyles.root, fieldClassName)}>
      <label htmlFor={ids.controlId} className={fieldStyles.label}>
        {label}
        {required && (
          <span aria-hidden="true" className={fieldStyles.required}>
            *
          </span>
        )}
      </label>
      {ids.hasDescription && (
        <p id={ids.descriptionId} className={fieldStyles.description}>
          {description}
        </p>
      )}
      <div className={styles.control}>
        <select
          {...rest}
          id={ids.controlId}
          required={required}
          value={value}
          defaultValue={initial}
          aria-invalid={ids.hasError || undefined}
          aria-describedby={ids.describedByIds}
          className={clsx(styles.select, className)}
        >
          {placeholder !== undefined && (
            <option value="" disabled={required} className={styles.option}>
              {placeholder}
            </option>
          )}
          {options?.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled} className={styles.option}>
              {option.label ?? option.value}
            </option>
          ))}
          {children}
        </select>
        <ChevronIcon />
      </div>
      {ids.hasError && (
        <p id={ids.errorId} className={fieldStyles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
