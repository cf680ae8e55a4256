import clsx from "clsx";
import type { ReactNode } from "react";
import * as styles from "./Disclosure.css";

export interface DisclosureProps {
  /** What is always shown, e.g. a state's badges; pressing it shows or hides the rest. */
  summary: ReactNode;
  /** The longer text folded behind the summary. */
  children: ReactNode;
  /** Open at first. */
  defaultOpen?: boolean;
  className?: string;
}

/**
 * A summary that folds a longer explanation behind it (a native `<details>`: a button for keyboard and screen
 * readers, open or closed as it says), for where there is no room to show both, such as a list's card on a phone.
 */
export function Disclosure({ summary, children, defaultOpen = false, className }: DisclosureProps) {
  return (
    <details className={clsx(styles.root, className)} open={defaultOpen}>
      <summary className={styles.summary}>
        {summary}
        <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false" className={styles.chevron} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <path d="M6 3l5 5-5 5" />
        </svg>
      </summary>
      <div className={styles.content}>{children}</div>
    </details>
  );
}
