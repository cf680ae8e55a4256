import clsx from "clsx";
import type { ComponentPropsWithRef, ReactNode } from "react";
import * as styles from "./DescriptionList.css";

export interface DescriptionListItem {
  /** The key, e.g. "IPv4 address". */
  term: ReactNode;
  /** The value; may hold a CopyButton, a StatusBadge or a link. */
  description: ReactNode;
  /** React key; defaults to the term when it is a string. */
  id?: string;
}

export interface DescriptionListProps extends Omit<ComponentPropsWithRef<"dl">, "children"> {
  items: readonly DescriptionListItem[];
  /** "columns" (default): term beside value on desktop, above it on phones. "stacked": always above. */
  layout?: "columns" | "stacked";
}

/** Key/value pairs (`<dl>`), e.g. a server's details. Items whose description is null or undefined are left out. */
export function DescriptionList({ items, layout = "columns", className, ...rest }: DescriptionListProps) {
  return (
    <dl {...rest} className={clsx(styles.list, className)}>
      {items
        .filter((item) => item.description !== undefined && item.description !== null)
        .map((item, index) => (
          <div key={item.id ?? (typeof item.term === "string" ? item.term : index)} className={clsx(styles.item, layout === "stacked" && styles.stackedItem)}>
            <dt className={styles.term}>{item.term}</dt>
            <dd className={styles.description}>{item.description}</dd>
          </div>
        ))}
    </dl>
  );
}
