import clsx from "clsx";
import type { ComponentPropsWithRef, ElementType } from "react";
import * as layout from "../../internal/layout.css";
import { isList, type LayoutAlign, type LayoutElement, type LayoutGap } from "../../internal/layout";
import * as styles from "./Stack.css";

interface StackOwnProps<E extends LayoutElement> {
  /** Element to render. Default "div"; "ul"/"ol" lose their bullets and indent. */
  as?: E;
  /** Space between children, from the theme's space scale. Default "md". */
  gap?: LayoutGap;
  /** Horizontal alignment of the children. Default "stretch" (full width). */
  align?: LayoutAlign;
  className?: string;
}

/** Stack props: its own, plus every attribute of the element it renders as (`as="form"` takes `onSubmit`, `noValidate`). */
export type StackProps<E extends LayoutElement = "div"> = StackOwnProps<E> & Omit<ComponentPropsWithRef<E>, keyof StackOwnProps<E>>;

/** Children in a column with an even gap from the theme: the vertical layout primitive, instead of per-screen flex CSS. */
export function Stack<E extends LayoutElement = "div">({ as, gap = "md", align = "stretch", className, ...rest }: StackProps<E>) {
  const element: LayoutElement = as ?? "div";
  // The props were typed against `as` above; widening to ElementType lets JSX take them for whichever element it is.
  const Element = element as ElementType;
  return <Element {...rest} className={clsx(styles.root, layout.gap[gap], layout.align[align], isList(element) && layout.listReset, className)} />;
}
