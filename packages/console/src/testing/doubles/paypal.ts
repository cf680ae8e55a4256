// A double of PayPal's JS SDK (the script at https://www.paypal.com/sdk/js), served in place of PayPal's at its real
// address: in unit tests by answering the script tag PayPal's own loader (@paypal/paypal-js) inserts, in e2e by a
// Playwright route serving `payPalSdkDouble` (packages/e2e/tests/doubles/paypal.ts). It implements the part of the
// SDK's documented API the console uses: `paypal.Buttons(options)` with `isEligible`, `render` and `close`, and the
// button's click runs the callbacks in PayPal's order: `createVaultSetupToken` (or `createOrder` /
// `createBillingAgreement`), then PayPal's window, where the payer approves (`onApprove`, whose rejection goes to
// `onError`) or closes it (`onCancel`). It lives with the tests and never reaches a bundle.
import type { PayPalButtonsComponent, PayPalButtonsComponentOptions } from "@paypal/paypal-js";

/** What the double was given and what it is told to do, kept on the page's window as `paypalDouble`. */
export interface PayPalDoubleRecord {
  /** Each SDK script the page loaded: its address and its `data-user-id-token`. */
  loads: { url: string; userIdToken: string | null }[];
  /** The setup tokens (or order ids) the payer approved in PayPal's window. */
  approved: string[];
  /** Whether the buttons say they can be used (PayPal says no for an unsupported browser or currency). */
  eligible: boolean;
  /** When set, the payer's next approval ends in `onError` with this message, as PayPal reports a refused account. */
  failNextApproval?: string;
}

/** The labels of the double's PayPal window, as a payer sees PayPal's. */
export const PAYPAL_WINDOW = { title: "PayPal", approve: "Agree and continue", cancel: "Cancel and return" } as const;

/** The address PayPal's loader gives its SDK script, in production and in PayPal's sandbox. */
export const PAYPAL_SDK_URL = /^https:\/\/www\.(sandbox\.)?paypal\.com\/sdk\/js\?/;

/**
 * The SDK double itself, run in the page as PayPal's script would be. Self-contained (no imports, no closures), so the
 * e2e double can serve it as a script with `toString()`. `script` is the script element it was loaded by.
 */
export function payPalSdkDouble(script: HTMLScriptElement | null): void {
  const win = window as unknown as { paypal?: { version: string; Buttons: (options?: PayPalButtonsComponentOptions) => PayPalButtonsComponent }; paypalDouble?: PayPalDoubleRecord };
  const record: PayPalDoubleRecord = win.paypalDouble ?? { loads: [], approved: [], eligible: true };
  win.paypalDouble = record;
  const url = new URL(script?.src ?? "https://www.paypal.com/sdk/js");
  record.loads.push({ url: url.href, userIdToken: script?.getAttribute("data-user-id-token") ?? null });
  // PayPal's script refuses to start without a client id: the page gets no `paypal` global.
  if (!url.searchParams.get("client-id")) return;

  // PAYPAL_WINDOW's labels, written again: this function cannot reach the module's constants once served as text.
  const labels = { title: "PayPal", approve: "Agree and continue", cancel: "Cancel and return" };
  const Buttons = (given: PayPalButtonsComponentOptions = {}): PayPalButtonsComponent => {
    let options = given;
    let drawn: HTMLElement | undefined;
    const actions = { redirect: (to: string) => window.location.assign(to), restart: () => undefined };
    const fail = (error: unknown) => {
      const reported = error instanceof Error ? error : new Error(String(error));
      if (options.onError) options.onError(reported as unknown as Record<string, unknown>);
    };
    /** PayPal's window: the payer approves or closes it. */
    const openWindow = (token: string) => {
      const dialog = document.createElement("div");
      dialog.setAttribute("role", "dialog");
      dialog.setAttribute("aria-label", labels.title);
      dialog.style.cssText = "position:fixed;inset:20% 30%;z-index:2147483647;padding:24px;background:#fff;color:#111;border:1px solid #888;font:14px sans-serif";
      dialog.append(Object.assign(document.createElement("h2"), { textContent: labels.title }));
      const approve = Object.assign(document.createElement("button"), { type: "button", textContent: labels.approve });
      const cancel = Object.assign(document.createElement("button"), { type: "button", textContent: labels.cancel });
      dialog.append(approve, cancel);
      document.body.append(dialog);
      approve.addEventListener("click", () => {
        dialog.remove();
        const refusal = record.failNextApproval;
        if (refusal !== undefined) {
          record.failNextApproval = undefined;
          return fail(new Error(refusal));
        }
        record.approved.push(token);
        const vault = Boolean(options.createVaultSetupToken);
        const data = vault ? { orderID: "", vaultSetupToken: token } : options.createBillingAgreement ? { orderID: "", billingToken: token } : { orderID: token };
        // A rejected onApprove reaches onError, as in PayPal's SDK.
        Promise.resolve()
          .then(() => options.onApprove?.(data, actions))
          .catch(fail);
      });
      cancel.addEventListener("click", () => {
        dialog.remove();
        options.onCancel?.({ orderID: token }, { redirect: () => undefined });
      });
    };
    const begin = () => {
      const create = options.createVaultSetupToken ?? options.createBillingAgreement ?? options.createOrder;
      if (!create) return fail(new Error("Expected createOrder, createBillingAgreement or createVaultSetupToken to be passed."));
      Promise.resolve()
        .then(() => (create as () => Promise<string>)())
        .then((token) => (typeof token === "string" && token ? openWindow(token) : fail(new Error("Expected a token to be returned."))))
        .catch(fail);
    };
    return {
      isEligible: () => record.eligible,
      render: (container) => {
        const target = typeof container === "string" ? document.querySelector<HTMLElement>(container) : container;
        if (!target) return Promise.reject(new Error("Document is ready and element to render into was not found."));
        drawn = document.createElement("div");
        drawn.className = "paypal-buttons";
        const button = Object.assign(document.createElement("button"), { type: "button", textContent: "PayPal" });
        button.setAttribute("aria-label", "PayPal");
        button.style.cssText = "width:100%;min-height:40px;border:0;border-radius:4px;background:#ffc439;color:#003087;font:700 16px sans-serif";
        button.addEventListener("click", begin);
        drawn.append(button);
        target.append(drawn);
        return Promise.resolve();
      },
      close: () => {
        drawn?.remove();
        drawn = undefined;
        return Promise.resolve();
      },
      updateProps: (props) => {
        options = { ...options, ...props };
        return Promise.resolve();
      },
      resume: () => undefined,
      hasReturned: () => false,
    };
  };
  win.paypal = { version: "5.0.0-double", Buttons };
}

/** The double's record on this page, once PayPal's script was loaded. */
export function payPalDoubleRecord(): PayPalDoubleRecord | undefined {
  return (window as unknown as { paypalDouble?: PayPalDoubleRecord }).paypalDouble;
}

/**
 * Answers the script tag PayPal's loader inserts (jsdom loads no scripts): with the double and its `load` event, or,
 * when PayPal is unreachable, with the `error` event a failed download fires. `eligible: false` makes the buttons
 * unusable, as PayPal's are for an unsupported browser or currency. Returns the undo, for `afterEach`.
 */
export function servePayPalSdk({ reachable = true, eligible = true }: { reachable?: boolean; eligible?: boolean } = {}): () => void {
  Object.assign(window, { paypalDouble: { loads: [], approved: [], eligible } satisfies PayPalDoubleRecord });
  const observer = new MutationObserver((mutations) => {
    for (const node of mutations.flatMap((mutation) => [...mutation.addedNodes])) {
      if (!(node instanceof HTMLScriptElement) || !PAYPAL_SDK_URL.test(node.src)) continue;
      if (reachable) payPalSdkDouble(node);
      node.dispatchEvent(new Event(reachable ? "load" : "error"));
    }
  });
  observer.observe(document.head, { childList: true });
  return () => {
    observer.disconnect();
    for (const script of document.head.querySelectorAll("script")) if (PAYPAL_SDK_URL.test(script.src)) script.remove();
    for (const dialog of document.querySelectorAll(`[role="dialog"][aria-label="${PAYPAL_WINDOW.title}"]`)) dialog.remove();
    Reflect.deleteProperty(window, "paypal");
    Reflect.deleteProperty(window, "paypalDouble");
  };
}
