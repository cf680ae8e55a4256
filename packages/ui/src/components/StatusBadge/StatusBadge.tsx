import clsx from "clsx";
import type { BadgeProps, BadgeTone } from "../Badge/Badge";
import * as badgeStyles from "../Badge/Badge.css";
import * as styles from "./StatusBadge.css";

export type StatusTone = BadgeTone;

export interface StatusBadgeProps extends BadgeProps {
  /** neutral (stopped, deleted), info, success (running, paid), warning (limited, pending) or error (suspended, failed). */
  tone?: StatusTone;
  /** Pulse the dot for transitional states (creating, stopping, cleaning). The text must still say the state. */
  pulse?: boolean;
}

/** A resource's state as a pill with a coloured dot, e.g. "Running"; the text, not the colour, carries the meaning. */
export function StatusBadge({ tone = "neutral", pulse = false, className, children, ...rest }: StatusBadgeProps) {
  return (
    <span {...rest} className={clsx(badgeStyles.root, badgeStyles.tone[tone], className)}>
      <span aria-hidden="true" data-pulse={pulse || undefined} className={clsx(styles.dot, styles.dotTone[tone], pulse && styles.pulsing)} />
      <span className={badgeStyles.text}>{children}</span>
    </span>
  );
}
