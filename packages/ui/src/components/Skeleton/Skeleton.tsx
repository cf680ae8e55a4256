import clsx from "clsx";
import type { ComponentPropsWithRef } from "react";
import * as styles from "./Skeleton.css";

export interface SkeletonProps extends Omit<ComponentPropsWithRef<"span">, "children"> {
  /** "text" (default, one line of text high), "rect" (cards, charts) or "circle" (avatars, icons). */
  variant?: "text" | "rect" | "circle";
  /** CSS width. Default 100% (circles: the height). */
  width?: string;
  /** CSS height. Default 1em for text, 80px for rect, 32px for circle. */
  height?: string;
  /** Lines of text; the last one is shorter, like a paragraph. */
  lines?: number;
}

const defaultHeight = { text: undefined, rect: "80px", circle: "32px" } as const;

/**
 * A placeholder shaped like content that is still loading. Hidden from screen readers: mark the region that is
 * loading with aria-busy, or show a Spinner with a label, so the wait is announced once.
 */
export function Skeleton({ variant = "text", width, height, lines = 1, className, style, ...rest }: SkeletonProps) {
  const h = height ?? defaultHeight[variant];
  const w = width ?? (variant === "circle" ? h : "100%");
  if (variant === "text" && lines > 1) {
    return (
      <span {...rest} aria-hidden="true" className={clsx(styles.lines, className)} style={{ width: w, ...style }}>
        {Array.from({ length: lines }, (_, i) => (
          <span key={i} data-skeleton-line="" className={clsx(styles.block, styles.variant.text)} style={{ width: i === lines - 1 ? "60%" : "100%", height: h }} />
        ))}
      </span>
    );
  }
  return <span {...rest} aria-hidden="true" className={clsx(styles.block, styles.variant[variant], className)} style={{ width: w, height: h, ...style }} />;
}
