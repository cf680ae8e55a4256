import type * as SonnerModule from "sonner";
import { isConnectionLoss, reportConnectionLost } from "../api/connectionLoss";
import { copyableErrorText, explainError } from "../api/explainError";
import { plainName } from "../shared/names";
import type { ToastT } from "./messages";

type Sonner = typeof SonnerModule;
let sonner: Promise<Sonner> | undefined;
let toasterWanted = false;
const toasterListeners = new Set<() => void>();

/**
 * The toast library, loaded with the first toast or once the screen has settled (no screen waits for it), and the
 * signal for the shell to mount its toaster (`useToasterWanted`). A toast shown before the toaster mounts appears
 * when it does.
 */
export function loadToasts(): Promise<Sonner> {
  if (!toasterWanted) {
    toasterWanted = true;
    for (const listener of toasterListeners) listener();
  }
  return (sonner ??= import("sonner"));
}

/** The toast library with the toasts' words in the console's language. */
function loadToastsWithTexts(): Promise<[Sonner, ToastT]> {
  return Promise.all([loadToasts(), import("./toastTexts").then((module) => module.loadToastTexts())]);
}

/** Whether the shell should mount the toaster yet (see `loadToasts`); for `useSyncExternalStore`. */
export const toasterStore = {
  subscribe: (listener: () => void): (() => void) => {
    toasterListeners.add(listener);
    return () => toasterListeners.delete(listener);
  },
  wanted: (): boolean => toasterWanted,
};

/** Toasts close by themselves after this long, unless they offer a retry. */
export const TOAST_AUTO_CLOSE_MS = 5000;

/**
 * The text of an error toast: 'Error: message [correlationId]' (the SDK's ApiError message already carries the id),
 * an HTML error page named in words rather than shown as markup; 'Error' in the toasts' words.
 */
export function errorToastText(error: unknown, t: ToastT): string {
  return t("error", { message: explainError(error).message });
}

/**
 * Shows an error toast with a copy action (which also copies the raw start of what the server sent). With `retry` it
 * stays open until the visitor retries or closes it. `title` replaces the first line (e.g. 'Failed to start virtual machine'), the error text stays below it.
 * A network failure is no toast: the page is offline, and the connection banner says so.
 */
export function showErrorToast(error: unknown, options: { retry?: () => void; title?: string } = {}): void {
  if (isConnectionLoss(error)) return reportConnectionLost();
  // Toast texts often carry a name someone typed: its direction controls are shown by code point (see plainName).
  void loadToastsWithTexts().then(([{ toast }, t]) => {
    const text = errorToastText(error, t);
    const copied = copyableErrorText(text, explainError(error));
    const copy = { label: t("copy"), onClick: () => void globalThis.navigator?.clipboard?.writeText(copied) };
    toast.error(plainName(options.title ?? text), {
      description: options.title ? plainName(text) : undefined,
      duration: options.retry ? Number.POSITIVE_INFINITY : TOAST_AUTO_CLOSE_MS,
      action: options.retry ? { label: t("retry"), onClick: options.retry } : copy,
      cancel: options.retry ? copy : undefined,
    });
  });
}

/** Shows a success toast, optionally with a 'View' button that opens what was made. */
export function showSuccessToast(message: string, options: { view?: () => void } = {}): void {
  void loadToastsWithTexts().then(([{ toast }, t]) =>
    toast.success(plainName(message), {
      duration: TOAST_AUTO_CLOSE_MS,
      action: options.view ? { label: t("view"), onClick: options.view } : undefined,
    }),
  );
}
