// The console takes over the login screen its build wrote into index.html without a frame of anything else: the
// app renders into its own root, hidden behind the shell, and the two swap in the same frame as soon as the app shows
// something of its own.
import { LOADING_LABEL_SELECTOR, LOGIN_SHELL_ID, SHELL_SUBMITTED_ATTRIBUTE } from "./shellFields";

/**
 * Whether the app shows only its loading screen with nothing to read but its 'Loading' for screen readers (in
 * whichever language the page is): the shell stands in for it. A connection message, a button or any other screen
 * means the visitor must see the app itself.
 */
export function showsOnlyLoading(appRoot: HTMLElement): boolean {
  if (appRoot.childElementCount === 0) return true;
  const label = appRoot.querySelector(`[role="status"] ${LOADING_LABEL_SELECTOR}`);
  return label !== null && appRoot.querySelector("button, input, a") === null && appRoot.textContent === label.textContent;
}

/**
 * What the visitor typed into the shell's fields, and where they were typing, carried into the app's fields of the
 * same name: through the input's own value setter and an input event, as typing does, so the form's state has it too.
 * A shell form the visitor already sent (the first script held it) is sent again as the app's form in its place.
 */
export function carryOverTypedValues(shell: HTMLElement, appRoot: HTMLElement) {
  const focused = shell.ownerDocument.activeElement;
  for (const typed of shell.querySelectorAll<HTMLInputElement>("input[name]")) {
    const field = appRoot.querySelector<HTMLInputElement>(`input[name="${CSS.escape(typed.name)}"]`);
    if (!field) continue;
    if (typed.value && typed.type !== "checkbox") {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(field, typed.value);
      field.dispatchEvent(new Event("input", { bubbles: true }));
    }
    if (typed === focused) field.focus();
  }
  const appForms = appRoot.querySelectorAll("form");
  shell.querySelectorAll("form").forEach((form, index) => {
    if (form.hasAttribute(SHELL_SUBMITTED_ATTRIBUTE)) appForms[index]?.requestSubmit();
  });
}

/** Whether a press (a pointer's button, or the space bar on a button) is held on `shell`: the browser's own state. */
export const isPressed = (shell: HTMLElement) => shell.matches(":active");

/**
 * Hands the page from the prerendered login shell (if the page has one) to the app mounted at `appRoot`. A shell
 * the first script hid (a visitor with a session sees no login screen) goes at once; a visible one stays until the
 * app's own screen is committed, then the shell is removed and the app shown before the browser paints again
 * (mutation observers run before the next frame). A press held on the shell, even one begun before the console's
 * script ran, ends on it first: the browser clicks only where a press began and ended, so swapping mid-press would
 * lose the visitor's click on 'Log In'. Returns a function that stops waiting.
 */
export function takeOverLoginShell(appRoot: HTMLElement, doc: Document = appRoot.ownerDocument, pressed: (shell: HTMLElement) => boolean = isPressed): () => void {
  const shell = doc.getElementById(LOGIN_SHELL_ID);
  // Within one task, so no frame shows both: the app is shown first, as a hidden field cannot take the focus.
  const swap = () => {
    appRoot.hidden = false;
    if (shell && !shell.hidden) carryOverTypedValues(shell, appRoot);
    shell?.remove();
  };
  if (!shell || shell.hidden) {
    swap();
    return () => undefined;
  }
  appRoot.hidden = true;
  let appReady = false;
  const swapUnlessPressed = () => {
    if (!appReady || pressed(shell)) return;
    stop();
    swap();
  };
  // The click a release makes is dispatched after it, in the same task: the swap waits for the next one.
  const onRelease = () => void setTimeout(swapUnlessPressed, 0);
  const observer = new MutationObserver(() => {
    if (showsOnlyLoading(appRoot)) return;
    observer.disconnect();
    appReady = true;
    swapUnlessPressed();
  });
  const stop = () => {
    observer.disconnect();
    for (const type of RELEASES) doc.removeEventListener(type, onRelease, true);
  };
  observer.observe(appRoot, { childList: true, subtree: true, characterData: true });
  for (const type of RELEASES) doc.addEventListener(type, onRelease, true);
  return stop;
}

/** What may end a press, wherever the pointer or the focus is by then. */
const RELEASES = ["pointerup", "pointercancel", "keyup"] as const;
