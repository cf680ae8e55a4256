import clsx from "clsx";
import { useEffect, useRef, type ComponentPropsWithRef, type ReactNode, type Ref } from "react";
import { useFieldIds } from "../../internal/field";
import * as styles from "./Checkbox.css";

export interface CheckboxProps extends Omit<ComponentPropsWithRef<"input">, "type"> {
  /** Visible label; clicking it toggles the checkbox. */
  label: ReactNode;
  /** Help text read out with the checkbox. */
  description?: ReactNode;
  /** Validation message (e.g. "Accept the terms to continue"); marks the checkbox invalid. */
  error?: ReactNode;
  /** Neither checked nor unchecked ("some selected"), announced as mixed. */
  indeterminate?: boolean;
  /** Class of the wrapper; `className` goes on the input. */
  fieldClassName?: string;
}

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === "function") ref(value);
  else if (ref) ref.current = value;
}

/** A native checkbox with a themed box, label, optional description, error and indeterminate state. */
export function Checkbox({ label, description, error, indeterminate = false, fieldClassName, className, id, ref, "aria-describedby": describedBy, ...rest }: CheckboxProps) {
  const ids = useFieldIds({ id, description, error, describedBy });
  const inputRef = useRef<HTMLInputElement | null>(null);

  // `indeterminate` exists only as a DOM property, not as an attribute.
  useEffect(() => {
    if (inputRef.current) inputRef.current.indeterminate = indeterminate;
  }, [indeterminate]);

  return (
    <div className={clsx(styles.root, fieldClassName)}>
      <label className={styles.label}>
        <span className={styles.control}>
          <input
            {...rest}
            ref={(el) => {
              inputRef.current = el;
              assignRef(ref, el);
            }}
            id={ids.controlId}
            type="checkbox"
            aria-invalid={ids.hasError || undefined}
            aria-describedby={ids.describedByIds}
            className={clsx(styles.input, className)}
          />
          <span className={styles.box} aria-hidden="true">
            <svg viewBox="0 0 16 16" className={styles.check} fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
              <path d="M3 8.5l3.2 3L13 4.5" />
            </svg>
            <svg viewBox="0 0 16 16" className={styles.dash} fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round">
              <path d="M4 8h8" />
            </svg>
          </span>
        </span>
        <span>{label}</span>
      </label>
      {ids.hasDescription && (
        <span id={ids.descriptionId} className={styles.description}>
          {description}
        </span>
      )}
      {ids.hasError && (
        <span id={ids.errorId} className={styles.error}>
          {error}
        </span>
      )}
    </div>
  );
}
