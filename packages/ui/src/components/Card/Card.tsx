import clsx from "clsx";
import { useId, type HTMLAttributes, type ReactNode, type Ref } from "react";
import { hasContent } from "../../internal/field";
import { Heading, type HeadingLevel } from "../Heading/Heading";
import * as styles from "./Card.css";

export type CardTitleLevel = 2 | 3 | 4;

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, "title"> {
  /** Element to render. Default "section" when the card has a `title` (a labelled region), else "div". */
  as?: "div" | "section" | "article" | "aside";
  padding?: keyof typeof styles.padding;
  /** A shadow instead of a border, for cards that float above the page (the login panel). */
  elevated?: boolean;
  /** Stack the children in a column with the standard gap (a titled panel: heading, text, fields, actions). */
  stack?: boolean;
  /** Heading of the panel; the card becomes a region labelled by it. */
  title?: ReactNode;
  /** Outline level of the title: h2 (default) to h4. A card title is drawn a size smaller than a page heading of its level. */
  titleLevel?: CardTitleLevel;
  /** Short muted text under the title; also the region's accessible description. */
  description?: ReactNode;
  /** Controls at the end of the title row (a button or menu); they wrap below the title when space runs out. */
  actions?: ReactNode;
  ref?: Ref<HTMLElement>;
}

// Panels sit under a page heading, so their titles are drawn one size smaller than their outline level.
const titleLook: Record<CardTitleLevel, HeadingLevel> = { 2: 3, 3: 4, 4: 4 };

/** A surface with a border and large radius that groups related content (a panel), optionally titled. */
export function Card({
  as,
  padding = "md",
  elevated = false,
  stack = false,
  title,
  titleLevel = 2,
  description,
  actions,
  className,
  children,
  ref,
  ...rest
}: CardProps) {
  const id = useId();
  const titled = hasContent(title);
  const Element = as ?? (titled ? "section" : "div");
  const titleId = `${id}-title`;
  const descriptionId = `${id}-description`;
  const described = titled && hasContent(description);
  const labelling = titled
    ? {
        "aria-labelledby": rest["aria-labelledby"] ?? titleId,
        "aria-describedby": [rest["aria-describedby"], described ? descriptionId : undefined].filter(Boolean).join(" ") || undefined,
      }
    : {};
  return (
    <Element
      {...rest}
      {...labelling}
      // Every element Card renders is an HTMLElement, so a Ref<HTMLElement> can safely receive it.
      ref={ref as Ref<HTMLDivElement>}
      className={clsx(styles.root, styles.padding[padding], elevated && styles.elevated, stack && styles.stack, className)}
    >
      {titled && (
        <div className={clsx(styles.header, !stack && styles.headerSpaced)}>
          <div className={styles.titleBlock}>
            <Heading level={titleLevel} visualLevel={titleLook[titleLevel]} id={titleId}>
              {title}
            </Heading>
            {described && (
              <p id={descriptionId} className={styles.description}>
                {description}
              </p>
            )}
          </div>
          {hasContent(actions) && <div className={styles.actions}>{actions}</div>}
        </div>
      )}
      {children}
    </Element>
  );
}
