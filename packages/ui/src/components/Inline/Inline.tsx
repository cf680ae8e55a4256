import clsx from "clsx";
import type { ComponentPropsWithRef, ElementType } from "react";
import * as layout from "../../internal/layout.css";
import { isList, type LayoutAlign, type LayoutElement, type LayoutGap } from "../../internal/layout";
import * as styles from "./Inline.css";

export type InlineJustify = keyof typeof styles.justify;

interface InlineOwnProps<E extends LayoutElement> {
  /** Element to render. Default "div"; "ul"/"ol" lose their bullets and indent. */
  as?: E;
  /** Space between children, across and between lines, from the theme's space scale. Default "sm". */
  gap?: LayoutGap;
  /** Vertical alignment of the children. Default "center"; "end" lines buttons up with the inputs of labelled fields. */
  align?: LayoutAlign;
  /** Horizontal distribution of the children. Default "start"; "between" pushes the first and last to the edges. */
  justify?: InlineJustify;
  /** Wrap onto more lines when the row is full. Default true. */
  wrap?: boolean;
  /** Stack the children full width on phones (700 px wide or less). */
  collapseBelow?: keyof typeof styles.collapseBelow;
  className?: string;
}

/** Inline props: its own, plus every attribute of the element it renders as (`as="form"` takes `onSubmit`, `noValidate`). */
export type InlineProps<E extends LayoutElement = "div"> = InlineOwnProps<E> & Omit<ComponentPropsWithRef<E>, keyof InlineOwnProps<E>>;

/** Children in a row that wraps, with an even gap from the theme: the horizontal layout primitive (buttons, badges, inline forms). */
export function Inline<E extends LayoutElement = "div">({ as, gap = "sm", align = "center", justify = "start", wrap = true, collapseBelow, className, ...rest }: InlineProps<E>) {
  const element: LayoutElement = as ?? "div";
  // The props were typed against `as` above; widening to ElementType lets JSX take them for whichever element it is.
  const Element = element as ElementType;
  return (
    <Element
      {...rest}
      className={clsx(
        styles.root,
        layout.gap[gap],
        layout.align[align],
        styles.justify[justify],
        styles.wrap[wrap ? "wrap" : "nowrap"],
        collapseBelow !== undefined && styles.collapseBelow[collapseBelow],
        isList(element) && layout.listReset,
        className,
      )}
    />
  );
}
