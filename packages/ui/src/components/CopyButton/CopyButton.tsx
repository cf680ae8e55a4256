import clsx from "clsx";
import { useEffect, useState } from "react";
import { copyConfirmationMs } from "../../theme/layout";
import { Button, type ButtonProps } from "../Button/Button";
import { useUiTexts } from "../UiTexts/UiTexts";
import { VisuallyHidden } from "../VisuallyHidden/VisuallyHidden";
import * as styles from "./CopyButton.css";

type CopyState = "idle" | "copied" | "failed";

export interface CopyButtonProps extends Omit<ButtonProps, "children" | "onClick" | "onError"> {
  /** The text to copy, or a function that returns it at click time. */
  text: string | (() => string);
  /** Visible label. Default "Copy". Set `aria-label` too when the label alone does not say what is copied. */
  label?: string;
  /** Shown for about a second after copying. Default "Copied". */
  copiedLabel?: string;
  /** Shown for about a second when the clipboard refused. Default "Copy failed". */
  failedLabel?: string;
  onCopied?: (text: string) => void;
  onCopyError?: (error: unknown) => void;
}

function CopyIcon({ done }: { done: boolean }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={styles.icon} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      {done ? (
        <path d="M5 12l5 5 9-10" />
      ) : (
        <>
          <rect x="9" y="9" width="12" height="12" rx="2" />
          <path d="M5 15V5a2 2 0 0 1 2-2h10" />
        </>
      )}
    </svg>
  );
}

/** Copies text to the clipboard and confirms with "Copied" for about a second, announced politely. */
export function CopyButton({
  text,
  label,
  copiedLabel,
  failedLabel,
  onCopied,
  onCopyError,
  variant = "secondary",
  size = "sm",
  className,
  ...rest
}: CopyButtonProps) {
  const texts = useUiTexts();
  const [state, setState] = useState<CopyState>("idle");

  useEffect(() => {
    if (state === "idle") return;
    const timer = setTimeout(() => setState("idle"), copyConfirmationMs);
    return () => clearTimeout(timer);
  }, [state]);

  async function copy() {
    const value = typeof text === "function" ? text() : text;
    try {
      if (!navigator.clipboard) throw new Error("The clipboard is not available (it needs a secure context: https or localhost).");
      await navigator.clipboard.writeText(value);
      setState("copied");
      onCopied?.(value);
    } catch (error) {
      setState("failed");
      onCopyError?.(error);
    }
  }

  const message = state === "copied" ? (copiedLabel ?? texts.copied) : state === "failed" ? (failedLabel ?? texts.copyFailed) : "";
  return (
    <>
      <Button {...rest} variant={variant} size={size} className={clsx(state === "copied" && styles.copied, className)} onClick={() => void copy()}>
        <CopyIcon done={state === "copied"} />
        {message || (label ?? texts.copy)}
      </Button>
      <VisuallyHidden role="status">{message}</VisuallyHidden>
    </>
  );
}
