import clsx from "clsx";
import type { ComponentPropsWithRef, ReactNode } from "react";
import * as styles from "./Notice.css";

export type NoticeTone = "primary" | "error" | "success";

export interface NoticeProps extends Omit<ComponentPropsWithRef<"div">, "title"> {
  tone?: NoticeTone;
  /** Bold first line. */
  title?: ReactNode;
}

/**
 * A block of information in the primary, error or success colour. Errors use role="alert" so they are
 * announced at once; the others are polite status messages.
 */
export function Notice({ tone = "primary", title, className, children, ...rest }: NoticeProps) {
  return (
    <div role={tone === "error" ? "alert" : "status"} {...rest} className={clsx(styles.root, styles.tone[tone], className)}>
      {title !== undefined && <p className={styles.title}>{title}</p>}
      {children !== undefined && <div className={styles.body}>{children}</div>}
    </div>
  );
}
