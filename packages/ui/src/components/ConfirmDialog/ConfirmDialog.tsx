import { useEffect, useRef, useState, type ReactNode } from "react";
import { Button } from "../Button/Button";
import { Dialog, DialogClose, type DialogProps } from "../Dialog/Dialog";
import { Notice } from "../Notice/Notice";
import { useUiTexts } from "../UiTexts/UiTexts";
import { TextField } from "../TextField/TextField";
import * as styles from "./ConfirmDialog.css";

export interface ConfirmDialogProps extends Pick<DialogProps, "open" | "defaultOpen" | "onOpenChange" | "trigger"> {
  /** The question, e.g. "Delete server web-1?". */
  title: ReactNode;
  /** What happens, e.g. "Its disks and backups are deleted too. This cannot be undone." */
  description?: ReactNode;
  /** Extra content between the description and the actions. */
  children?: ReactNode;
  /** Label of the confirm button. Default "Delete". */
  confirmLabel?: ReactNode;
  /** Label of the cancel button. Default "Cancel". */
  cancelLabel?: ReactNode;
  /** "danger" (default) for destructive actions, "primary" otherwise. */
  tone?: "danger" | "primary";
  /**
   * Called on confirm. A returned promise keeps the dialog pending (confirm busy, nothing closes it) until it
   * settles: it closes when it resolves and stays open when it rejects, showing `error` or else the rejection's message.
   * Without a promise the dialog closes at once, unless `closeOnConfirm` is false.
   */
  onConfirm: () => unknown;
  /** Pending from the caller's side (e.g. `mutation.isPending`): confirm busy, cancel and Escape disabled. */
  pending?: boolean;
  /** Close after a synchronous onConfirm. Default true. */
  closeOnConfirm?: boolean;
  /** The failure of the last attempt, shown as an error notice; overrides the message of a rejected onConfirm promise. */
  error?: ReactNode;
  /** When set, the user must type exactly this text (the resource's name) before confirm is enabled. */
  confirmationText?: string;
  /** Label of the type-to-confirm field. Default: Type "{confirmationText}" to confirm. */
  confirmationLabel?: ReactNode;
}

function isPromiseLike(value: unknown): value is PromiseLike<unknown> {
  return typeof value === "object" && value !== null && "then" in value && typeof value.then === "function";
}

/**
 * Asks to confirm an action (an alertdialog). Focus starts on the type-to-confirm field when there is one, else on
 * Cancel, so Enter never confirms a destructive action by accident.
 */
export function ConfirmDialog({
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  trigger,
  title,
  description,
  children,
  confirmLabel,
  cancelLabel,
  tone = "danger",
  onConfirm,
  pending: pendingProp = false,
  closeOnConfirm = true,
  error,
  confirmationText,
  confirmationLabel,
}: ConfirmDialogProps) {
  const texts = useUiTexts();
  const [openState, setOpenState] = useState(defaultOpen);
  const open = openProp ?? openState;
  const [typed, setTyped] = useState("");
  const [waiting, setWaiting] = useState(false);
  const [failure, setFailure] = useState<string>();
  const pending = pendingProp || waiting;
  const mounted = useRef(true);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  function setOpen(next: boolean) {
    if (!next && pending) return;
    if (openProp === undefined) setOpenState(next);
    if (!next) {
      setTyped("");
      setFailure(undefined);
    }
    onOpenChange?.(next);
  }

  const matches = confirmationText === undefined || typed === confirmationText;
  const shownError = hasContent(error) ? error : failure;

  function confirm() {
    if (!matches || pending) return;
    setFailure(undefined);
    const result = onConfirm();
    if (isPromiseLike(result)) {
      setWaiting(true);
      result.then(
        () => {
          if (!mounted.current) return;
          setWaiting(false);
          if (openProp === undefined) setOpenState(false);
          setTyped("");
          onOpenChange?.(false);
        },
        (reason: unknown) => {
          // Stay open for another try, saying what went wrong unless the caller does (through `error`).
          if (!mounted.current) return;
          setWaiting(false);
          setFailure(reason instanceof Error && reason.message ? reason.message : texts.confirmFailed);
        },
      );
    } else if (closeOnConfirm) {
      setOpen(false);
    }
  }

  return (
    <Dialog
      role="alertdialog"
      size="sm"
      open={open}
      onOpenChange={setOpen}
      trigger={trigger}
      title={title}
      description={description}
      dismissible={!pending}
      closeOnOutsideClick={false}
      initialFocusRef={confirmationText === undefined ? cancelRef : inputRef}
      onSubmit={(event) => {
        event.preventDefault();
        confirm();
      }}
      footer={
        <>
          <DialogClose asChild>
            <Button ref={cancelRef} variant="secondary" disabled={pending}>
              {cancelLabel ?? texts.cancel}
            </Button>
          </DialogClose>
          <Button type="submit" variant={tone === "danger" ? "danger" : "primary"} disabled={!matches} loading={pending}>
            {confirmLabel ?? texts.delete}
          </Button>
        </>
      }
    >
      {children !== undefined || confirmationText !== undefined || hasContent(shownError) ? (
        <div className={styles.body}>
          {children}
          {confirmationText !== undefined && (
            <TextField
              ref={inputRef}
              label={
confirmationLabel ?? texts.typeToConfirm(<span className={styles.name}>{confirmationText}</span>)
              }
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              disabled={pending}
              autoComplete="off"
              autoCapitalize="off"
              autoCorrect="off"
              spellCheck={false}
            />
          )}
          {hasContent(shownError) && <Notice tone="error">{shownError}</Notice>}
        </div>
      ) : undefined}
    </Dialog>
  );
}

function hasContent(node: ReactNode): boolean {
  return node !== undefined && node !== null && node !== false && node !== "";
}
