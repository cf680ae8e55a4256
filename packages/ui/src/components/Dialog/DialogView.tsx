import * as RadixDialog from "@radix-ui/react-dialog";
import clsx from "clsx";
import { useRef } from "react";
import { useUiTexts } from "../UiTexts/UiTexts";
import * as styles from "./Dialog.css";

import type { DialogProps } from "./Dialog";

function CloseIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={styles.closeIcon} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <path d="M6 6l12 12M18 6L6 18" />
    </svg>
  );
}

/**
 * The dialog itself (Radix Dialog), loaded apart from the page: traps focus, closes on Escape, returns focus to what
 * opened it, and hides the rest of the page from assistive technology while open. Renders into `document.body`.
 * Always controlled; `Dialog` holds the state and renders the trigger.
 */
export function DialogView({
  open,
  onOpenChange,
  title,
  description,
  footer,
  size = "md",
  onSubmit,
  dismissible = true,
  closeLabel,
  initialFocusRef,
  returnFocusRef,
  closeOnOutsideClick = true,
  className,
  children,
  "aria-describedby": describedBy,
  ...rest
}: Omit<DialogProps, "trigger" | "defaultOpen">) {
  // A dialog goes back to what had focus when it opened, unless told where.
  const texts = useUiTexts();
  const openedFrom = useRef<HTMLElement | null>(null);
  const inner = (
    <>
      {children !== undefined && children !== null && <div className={styles.body}>{children}</div>}
      {(children === undefined || children === null) && footer !== undefined && <div className={styles.emptyBody} />}
      {footer !== undefined && <div className={styles.footer}>{footer}</div>}
    </>
  );
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          {...rest}
          // Without a description Radix would otherwise point aria-describedby at nothing.
          {...(description === undefined ? { "aria-describedby": describedBy } : {})}
          className={clsx(styles.content, styles.size[size], className)}
          onOpenAutoFocus={(event) => {
            openedFrom.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
            if (initialFocusRef?.current) {
              event.preventDefault();
              initialFocusRef.current.focus();
            }
          }}
          onCloseAutoFocus={(event) => {
            const target = returnFocusRef?.current ?? openedFrom.current;
            if (target?.isConnected) {
              event.preventDefault();
              target.focus();
            }
          }}
          onEscapeKeyDown={(event) => {
            if (!dismissible) event.preventDefault();
          }}
          onPointerDownOutside={(event) => {
            if (!dismissible || !closeOnOutsideClick) event.preventDefault();
          }}
          onInteractOutside={(event) => {
            if (!dismissible || !closeOnOutsideClick) event.preventDefault();
          }}
        >
          <div className={styles.header}>
            <div className={styles.headings}>
              <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
              {description !== undefined && <RadixDialog.Description className={styles.description}>{description}</RadixDialog.Description>}
            </div>
            {dismissible && (
              <RadixDialog.Close className={styles.close} aria-label={closeLabel ?? texts.close}>
                <CloseIcon />
              </RadixDialog.Close>
            )}
          </div>
          {onSubmit !== undefined ? (
            <form className={styles.form} onSubmit={onSubmit}>
              {inner}
            </form>
          ) : (
            inner
          )}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
