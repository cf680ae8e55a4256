import clsx from "clsx";
import { useId, type ComponentPropsWithRef, type ReactNode } from "react";
import * as styles from "./Switch.css";

export interface SwitchProps extends Omit<ComponentPropsWithRef<"input">, "type" | "role"> {
  /** Visible label; clicking it toggles the switch. */
  label: ReactNode;
  /** Help text read out with the switch. */
  description?: ReactNode;
  /** Class of the wrapper; `className` goes on the input. */
  fieldClassName?: string;
}

/** An on/off setting: a native checkbox with role="switch", so Space toggles it and forms submit it. */
export function Switch({ label, description, fieldClassName, className, "aria-describedby": describedBy, ...rest }: SwitchProps) {
  const descriptionId = useId();
  const describedByIds = [describedBy, description !== undefined ? descriptionId : undefined].filter(Boolean).join(" ") || undefined;
  return (
    <div className={clsx(styles.root, fieldClassName)}>
      <label className={styles.label}>
        <span className={styles.control}>
          <input {...rest} type="checkbox" role="switch" aria-describedby={describedByIds} className={clsx(styles.input, className)} />
          <span className={styles.track} aria-hidden="true">
            <span className={styles.thumb} />
          </span>
        </span>
        <span>{label}</span>
      </label>
      {description !== undefined && (
        <span id={descriptionId} className={styles.description}>
          {description}
        </span>
      )}
    </div>
  );
}
