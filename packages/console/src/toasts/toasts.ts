import { toast } from "sonner";
import { ApiError } from "@cloudconsole/sdk";

/** Toasts close by themselves after this long, unless they offer a retry. */
export const TOAST_AUTO_CLOSE_MS = 5000;

/** The text of an error toast: 'Error: message [correlationId]' (the SDK's ApiError message already carries the id). */
export function errorToastText(error: unknown): string {
  if (error instanceof ApiError) return `Error: ${error.message}`;
  if (error instanceof Error) return `Error: ${error.message}`;
  return `Error: ${String(error)}`;
}

/**
 * Shows an error toast with a copy action. With `retry` it stays open until the visitor retries or closes it.
 * `title` replaces the first line (e.g. 'Failed to start virtual machine'), the error text stays below it.
 */
export function showErrorToast(error: unknown, options: { retry?: () => void; title?: string } = {}) {
  const text = errorToastText(error);
  const copy = { label: "Copy", onClick: () => void globalThis.navigator?.clipboard?.writeText(text) };
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
