import clsx from "clsx";
import { useId, type ReactNode } from "react";
import { useFieldIds } from "../../internal/field";
import * as styles from "./RadioGroup.css";

export interface RadioOption {
  value: string;
  /** The option's name. */
  label: ReactNode;
  /** A second line, e.g. "2 vCPU · 4 GB RAM · 60 GB SSD"; read out with the option. */
  description?: ReactNode;
  /** Shown at the right end (cards: top right), e.g. a price. Read out with the option. */
  aside?: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps {
  /** Visible name of the group (its legend). */
  label: ReactNode;
  options: readonly RadioOption[];
  /** Form field name; generated when left out. */
  name?: string;
  /** Selected value (controlled). */
  value?: string;
  /** Selected value at first (uncontrolled). */
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Help text under the legend, read out with the group. */
  description?: ReactNode;
  /** Validation message, read out with the group. */
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  /** "list" (default) stacks plain radios, "inline" puts them in a row, "cards" shows selectable cards (sizes, packages). */
  variant?: "list" | "inline" | "cards";
  className?: string;
}

/**
 * A group of native radio buttons in a fieldset: arrow keys move the selection, Tab enters and leaves the group.
 * The "cards" variant turns each option into a card for picking sizes and packages; one column on phones.
 */
export function RadioGroup({
  label,
  options,
  name,
  value,
  defaultValue,
  onValueChange,
  description,
  error,
  required,
  disabled,
  variant = "list",
  className,
}: RadioGroupProps) {
  const autoName = useId();
  const ids = useFieldIds({ description, error });
  const groupName = name ?? autoName;
  return (
    <fieldset className={clsx(styles.fieldset, ids.hasError && styles.invalid, className)} aria-describedby={ids.describedByIds} disabled={disabled}>
      <legend className={styles.legend}>
        {label}
        {required && (
          <span aria-hidden="true" className={styles.required}>
            *
          </span>
        )}
      </legend>
      {ids.hasDescription && (
        <p id={ids.descriptionId} className={styles.description}>
          {description}
        </p>
      )}
      <div className={clsx(styles.list, variant === "inline" && styles.inline, variant === "cards" && styles.cards)}>
        {options.map((option) => {
          const optionId = `${autoName}-${option.value.replace(/\s+/g, "-")}`;
          const detailIds = [option.description !== undefined ? `${optionId}-description` : undefined, option.aside !== undefined ? `${optionId}-aside` : undefined]
            .filter(Boolean)
            .join(" ");
          return (
            <label key={option.value} className={clsx(styles.option, variant === "cards" && styles.card)}>
              <input
                type="radio"
                className={styles.radio}
                name={groupName}
                value={option.value}
                disabled={option.disabled}
                required={required}
                aria-labelledby={`${optionId}-label`}
                aria-describedby={detailIds || undefined}
                {...(value !== undefined ? { checked: value === option.value } : { defaultChecked: defaultValue === option.value })}
                onChange={(event) => {
                  if (event.target.checked) onValueChange?.(option.value);
                }}
              />
              <span className={styles.text}>
                <span id={`${optionId}-label`} className={styles.optionLabel}>
                  {option.label}
                </span>
                {option.description !== undefined && (
                  <span id={`${optionId}-description`} className={styles.optionDescription}>
                    {option.description}
                  </span>
                )}
              </span>
              {option.aside !== undefined && (
                <span id={`${optionId}-aside`} className={styles.optionAside}>
                  {option.aside}
                </span>
              )}
            </label>
          );
        })}
      </div>
      {ids.hasError && (
        <p id={ids.errorId} className={styles.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
