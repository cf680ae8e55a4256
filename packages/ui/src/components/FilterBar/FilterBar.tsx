import clsx from "clsx";
import type { ComponentPropsWithRef, ReactNode } from "react";
import { Button } from "../Button/Button";
import { useUiTexts } from "../UiTexts/UiTexts";
import * as styles from "./FilterBar.css";

export interface FilterBarProps extends Omit<ComponentPropsWithRef<"div">, "children"> {
  /** Names the search landmark, e.g. "Filter invoices". */
  label: string;
  /** The filter fields: TextField, Select, Checkbox… Each takes an even share of the row; one column on phones. */
  children: ReactNode;
  /** Shows a "Clear filters" button that calls this. */
  onReset?: () => void;
  /** Whether any filter is set; the clear button is hidden otherwise. Default true. */
  canReset?: boolean;
  /** Text of the clear button. Default "Clear filters". */
  resetLabel?: string;
}

/** A row of filter fields for a list, as a labelled search landmark, with an optional "Clear filters" button. */
export function FilterBar({ label, children, onReset, canReset = true, resetLabel, className, ...rest }: FilterBarProps) {
  const texts = useUiTexts();
  return (
    <div {...rest} role="search" aria-label={label} className={clsx(styles.root, className)}>
      <div className={styles.fields}>{children}</div>
      {onReset !== undefined && canReset && (
        <div className={styles.actions}>
          <Button variant="ghost" size="sm" onClick={onReset}>
            {resetLabel ?? texts.clearFilters}
          </Button>
        </div>
      )}
    </div>
  );
}
