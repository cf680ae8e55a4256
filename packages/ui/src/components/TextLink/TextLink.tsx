import clsx from "clsx";
import type { ComponentPropsWithRef } from "react";
import { useUiTexts } from "../UiTexts/UiTexts";
import { VisuallyHidden } from "../VisuallyHidden/VisuallyHidden";
import * as styles from "./TextLink.css";

/** Class name of a text link, for router links: `<Link className={linkClass} to="/">`. */
export const linkClass: string = styles.link;

export interface TextLinkProps extends ComponentPropsWithRef<"a"> {
  /** Open in a new tab, safely, and say so to screen readers. */
  external?: boolean;
  /** What screen readers hear after the text of an external link. */
  newTabLabel?: string;
}

/** An inline link in the theme's link colour. For in-app navigation use the router's Link with `linkClass`. */
export function TextLink({ external = false, newTabLabel, className, children, ...rest }: TextLinkProps) {
  const texts = useUiTexts();
  const externalProps = external ? { target: "_blank", rel: "noopener noreferrer" } : {};
  return (
    <a {...externalProps} {...rest} className={clsx(styles.link, className)}>
      {children}
      {external && (
        <>
          <span aria-hidden="true" className={styles.externalMark}>
            ↗
          </span>
          {" "}
          <VisuallyHidden>{newTabLabel ?? texts.opensInNewTab}</VisuallyHidden>
        </>
      )}
    </a>
  );
}
