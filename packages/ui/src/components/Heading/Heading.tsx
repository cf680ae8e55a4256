import clsx from "clsx";
import type { ComponentPropsWithRef } from "react";
import * as styles from "./Heading.css";

export type HeadingLevel = 1 | 2 | 3 | 4;

export interface HeadingProps extends ComponentPropsWithRef<"h1"> {
  /** Document outline level: renders h1 to h4. */
  level: HeadingLevel;
  /** Size to look like, when it differs from the outline level. */
  visualLevel?: HeadingLevel;
}

/** A heading at the spec's sizes (32, 24, 18, 16 px for levels 1 to 4). */
export function Heading({ level, visualLevel = level, className, ...rest }: HeadingProps) {
  const Tag = `h${level}` as const;
  return <Tag {...rest} className={clsx(styles.root, styles.level[visualLevel], className)} />;
}
