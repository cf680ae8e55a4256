import * as RadixDialog from "@radix-ui/react-dialog";
import clsx from "clsx";
import { useRef, type ComponentPropsWithRef, type FormEventHandler, type ReactElement, type ReactNode, type RefObject } from "react";
import * as styles from "./Dialog.css";

export type DialogSize = keyof typeof styles.size;

export interface DialogProps extends Omit<ComponentPropsWithRef<"div">, "title" | "onSubmit"> {
  /** Controlled open state; leave unset (with `trigger`) for an uncontrolled dialog. */
  open?: boolean;
  defaultOpen?: boolean;
  /** Called with false when Escape, the close button, a `DialogClose` or a click on the backdrop closes it. */
  onOpenChange?: (open: boolean) => void;
  /** One element (usually a Button) that opens the dialog; focus returns to it on close. */
  trigger?: ReactElement;
  /** Names the dialog (rendered as its heading). */
  title: ReactNode;
  /** Describes the dialog; read out when it opens. */
  description?: ReactNode;
  /** Actions along the bottom, e.g. Cancel (in a `DialogClose`) and the primary action. */
  footer?: ReactNode;
  /** Width on desktop: 400, 560 (default) or 800 px. On phones the dialog is a full-width bottom sheet. */
  size?: DialogSize;
  /** When given, body and footer are one `<form>`, so Enter submits and a `type="submit"` button in the footer works. */
  onSubmit?: FormEventHandler<HTMLFormElement>;
  /** False keeps the dialog open on Escape and backdrop clicks and hides the close button (while something is pending). */
  dismissible?: boolean;
  /** Accessible name of the × button. Default "Close". */
  closeLabel?: string;
  /** Element to focus on open instead of the first focusable one. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Element to focus on close; by default the trigger, or else whatever had focus when the dialog opened. */
  returnFocusRef?: RefObject<HTMLElement | null>;
  /** Close on a click outside the dialog. Default true. */
  closeOnOutsideClick?: boolean;
}

function CloseIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={styles.closeIcon} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <path d="M6 6l12 12M18 6L6 18" />
    </svg>
  );
}

/**
 * A modal dialog (Radix Dialog): traps focus, closes on Escape, returns focus to what opened it, and hides
 * the rest of the page from assistive technology while open. Renders into `document.body`.
 */
export function Dialog({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  title,
  description,
  footer,
  size = "md",
  onSubmit,
  dismissible = true,
  closeLabel = "Close",
  initialFocusRef,
  returnFocusRef,
  closeOnOutsideClick = true,
  className,
  children,
  "aria-describedby": describedBy,
  ...rest
}: DialogProps) {
  // Radix returns focus to its own Trigger only; a controlled dialog opened by any other button goes back to it too.
  const openedFrom = useRef<HTMLElement | null>(null);
  const inner = (
    <>
      {children !== undefined && children !== null && <div className={styles.body}>{children}</div>}
      {(children === undefined || children === null) && footer !== undefined && <div className={styles.emptyBody} />}
      {footer !== undefined && <div className={styles.footer}>{footer}</div>}
    </>
  );
  return (
    <RadixDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger !== undefined && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
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
            const target = returnFocusRef?.current ?? (trigger === undefined ? openedFrom.current : null);
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
              <RadixDialog.Close className={styles.close} aria-label={closeLabel}>
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

export type DialogCloseProps = RadixDialog.DialogCloseProps;

/** Closes the surrounding Dialog when its child is clicked: `<DialogClose asChild><Button>Cancel</Button></DialogClose>`. */
export const DialogClose = RadixDialog.Close;
