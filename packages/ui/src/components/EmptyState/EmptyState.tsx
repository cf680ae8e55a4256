import clsx from "clsx";
import type { ComponentPropsWithRef, ReactNode } from "react";
import { Heading, type HeadingLevel } from "../Heading/Heading";
import * as styles from "./EmptyState.css";

export interface EmptyStateProps extends Omit<ComponentPropsWithRef<"section">, "title"> {
  /** A decorative icon or illustration (hidden from screen readers). */
  icon?: ReactNode;
  /** What is empty, e.g. "No servers yet". */
  title: ReactNode;
  /** What to do about it. */
  text?: ReactNode;
  /** The way out, e.g. a "Create server" button. */
  action?: ReactNode;
  /** Heading level of the title. Default 2. */
  level?: HeadingLevel;
}

/** Fills a list or page that has nothing to show yet, with a title, a hint and the action that fixes it. */
export function EmptyState({ icon, title, text, action, level = 2, className, ...rest }: EmptyStateProps) {
  return (
    <section {...rest} className={clsx(styles.root, className)}>
      {icon !== undefined && (
        <div className={styles.icon} aria-hidden="true">
          {icon}
        </div>
      )}
      <Heading level={level} visualLevel={3}>
        {title}
      </Heading>
      {text !== undefined && <p className={styles.text}>{text}</p>}
      {action !== undefined && <div className={styles.action}>{action}</div>}
    </section>
  );
}
