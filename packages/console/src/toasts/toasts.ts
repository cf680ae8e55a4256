import { toast } from "sonner";
import { copyableErrorText, explainError } from "../api/explainError";

/** Toasts close by themselves after this long, unless they offer a retry. */
export const TOAST_AUTO_CLOSE_MS = 5000;

/**
 * The text of an error toast: 'Error: message [correlationId]' (the SDK's ApiError message already carries the id),
 * an HTML error page named in words rather than shown as markup.
 */
export function errorToastText(error: unknown): string {
  return `Error: ${explainError(error).message}`;
}

/**
 * Shows an error toast with a copy action (which also copies the raw start of what the server sent). With `retry` it
 * stays open until the visitor retries or closes it. `title` replaces the first line (e.g. 'Failed to start virtual machine'), the error text stays below it.
 */
export function showErrorToast(error: unknown, options: { retry?: () => void; title?: string } = {}) {
  const text = errorToastText(error);
  const copied = copyableErrorText(text, explainError(error));
  const copy = { label: "Copy", onClick: () => void globalThis.navigator?.clipboard?.writeText(copied) };
  return toast.error(options.title ?? text, {
    description: options.title ? text : undefined,
    duration: options.retry ? Number.POSITIVE_INFINITY : TOAST_AUTO_CLOSE_MS,
    action: options.retry ? { label: "Retry", onClick: options.retry } : copy,
    cancel: options.retry ? copy : undefined,
  });
}

/** Shows a success toast, optionally with a 'View' button that opens what was made. */
export function showSuccessToast(message: string, options: { view?: () => void } = {}) {
  return toast.success(message, {
    duration: TOAST_AUTO_CLOSE_MS,
    action: options.view ? { label: "View", onClick: options.view } : undefined,
  });
}
