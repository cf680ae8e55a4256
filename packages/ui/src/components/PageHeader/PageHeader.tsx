import clsx from "clsx";
import type { ComponentPropsWithRef, ReactNode } from "react";
import { Heading, type HeadingLevel } from "../Heading/Heading";
import * as styles from "./PageHeader.css";

export interface PageHeaderProps extends Omit<ComponentPropsWithRef<"header">, "title"> {
  /** The page's heading. */
  title: ReactNode;
  /** A line under the title, e.g. the resource's id or location. */
  subtitle?: ReactNode;
  /** Buttons or a Menu at the right (under the title on phones). */
  actions?: ReactNode;
  /** A link back above the title, e.g. `<Link className={linkClass} to="..">← Servers</Link>`. */
  back?: ReactNode;
  /** Beside the title, e.g. a StatusBadge. */
  badge?: ReactNode;
  /** Heading level. Default 1. */
  level?: HeadingLevel;
}

/** The top of a page: optional back link, title (h1) with optional badge, subtitle and actions. */
export function PageHeader({ title, subtitle, actions, back, badge, level = 1, className, ...rest }: PageHeaderProps) {
  return (
    <header {...rest} className={clsx(styles.root, className)}>
      {back !== undefined && <div className={styles.back}>{back}</div>}
      <div className={styles.main}>
        <div className={styles.titles}>
          <div className={styles.titleRow}>
            <Heading level={level} visualLevel={level === 1 ? 2 : level} className={styles.title}>
              {title}
            </Heading>
            {badge}
          </div>
          {subtitle !== undefined && <p className={styles.subtitle}>{subtitle}</p>}
        </div>
        {actions !== undefined && <div className={styles.actions}>{actions}</div>}
      </div>
    </header>
  );
}
