import clsx from "clsx";
import { useState, type ComponentPropsWithRef, type ReactNode } from "react";
import { useFieldIds } from "../../internal/field";
import * as fieldStyles from "../TextField/TextField.css";
import * as styles from "./Textarea.css";

export interface TextareaProps extends ComponentPropsWithRef<"textarea"> {
  /** Visible label, tied to the textarea. */
  label: ReactNode;
  /** Help text under the label, read out with the textarea. */
  description?: ReactNode;
  /** Validation message; marks the textarea invalid and is read out with it. */
  error?: ReactNode;
  /** Monospaced text, for SSH keys, cloud-init scripts and the like. */
  monospace?: boolean;
  /** Show "n / maxLength" under the field when `maxLength` is set. */
  showCount?: boolean;
  /** Class of the wrapper; `className` goes on the textarea. */
  fieldClassName?: string;
}

/** A labelled multi-line text input in the field chrome of TextField (label, description, error). */
export function Textarea({
  label,
  description,
  error,
  monospace = false,
  showCount = false,
  fieldClassName,
  id,
  className,
  required,
  rows = 4,
  maxLength,
  onChange,
  "aria-describedby": describedBy,
  ...rest
}: TextareaProps) {
  const ids = useFieldIds({ id, description, error, describedBy });
  const initialLength = String(rest.value ?? rest.defaultValue ?? "").length;
  const [uncontrolledLength, setLength] = useState(initialLength);
  const length = rest.value !== undefined ? String(rest.value).length : uncontrolledLength;
  const counting = showCount && maxLength !== undefined;
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
      <textarea
        {...rest}
        id={ids.controlId}
        rows={rows}
        required={required}
        maxLength={maxLength}
        onChange={(event) => {
          setLength(event.target.value.length);
          onChange?.(event);
        }}
        aria-invalid={ids.hasError || undefined}
        aria-describedby={ids.describedByIds}
        className={clsx(styles.textarea, monospace && styles.mono, className)}
      />
      {(ids.hasError || counting) && (
        <div className={styles.footer}>
          {ids.hasError && (
            <p id={ids.errorId} className={fieldStyles.error}>
              {error}
            </p>
          )}
          {counting && (
            // Not live: announcing every keystroke would drown the typing; the limit itself stops input.
            <span className={styles.count}>
              {length} / {maxLength}
            </span>
          )}
        </div>
      )}
    </div>
  );
}
