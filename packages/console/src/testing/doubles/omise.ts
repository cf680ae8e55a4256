// A double of Omise.js (https://cdn.omise.co/omise.js), served in place of Omise's at its real address: in unit tests
// by answering the script tag the Omise adapter inserts (jsdom fetches no scripts), in e2e by a Playwright route
// serving `installOmiseJsDouble` (packages/e2e/tests/doubles/omise.ts). It implements the part of Omise.js's
// documented API the console uses: the `OmiseCard` global, whose `configure` takes the public key and the form's
// settings and whose `open` shows Omise's pre-built card form in a frame over the page, calling
// `onCreateTokenSuccess` with a `tokn_…` token, or `onFormClosed` when the customer closes it. Omise's API errors are
// shown inside the form, which stays open, as Omise's form does. It lives with the tests and never reaches a bundle.

/** Where Omise serves Omise.js. */
export const OMISE_JS_URL = "https://cdn.omise.co/omise.js";

/** The names in the double's card form, as a customer sees Omise's. */
export const OMISE_FORM_UI = { frameTitle: "Omise", name: "Name on card", number: "Card number", expiry: "Expiry date", securityCode: "Security code", submit: "Submit", close: "Close" } as const;

/** What the double was given and how Omise's API behaves, kept on the page's window as `omiseDouble`. */
export interface OmiseDoubleControl {
  /** Whether Omise's token API answers the form: when false, the form shows a connection error. */
  apiReachable: boolean;
  /** The configurations OmiseCard was given, oldest first. */
  configurations: Record<string, unknown>[];
  /** How many tokens Omise has made. */
  tokens: number;
}

/** What the customer types into Omise's form. */
export interface OmiseFormCard {
  name: string;
  number: string;
  /** MM/YY */
  expiry: string;
  securityCode: string;
}

/**
 * The Omise.js double itself, run in the page as Omise's script would be. Self-contained (no imports, no closures),
 * so the e2e double can serve it as a script with `toString()`; `ui` is OMISE_FORM_UI, passed in for that reason.
 */
export function installOmiseJsDouble(win: Window, ui: typeof OMISE_FORM_UI): void {
  type OpenOptions = { onCreateTokenSuccess: (nonce: string) => void; onFormClosed?: () => void };
  const host = win as unknown as { OmiseCard?: unknown; omiseDouble?: OmiseDoubleControl };
  const installed: OmiseDoubleControl = host.omiseDouble ?? { apiReachable: true, configurations: [], tokens: 0 };
  host.omiseDouble = installed;
  // The control is read at each call, never kept: a test may set the world anew.
  const control = (): OmiseDoubleControl => host.omiseDouble ?? installed;
  const doc = win.document;
  let frame: HTMLIFrameElement | undefined;

  const luhn = (digits: string) =>
    [...digits].reverse().reduce((sum, char, index) => {
      const digit = Number(char) * (index % 2 === 1 ? 2 : 1);
      return sum + (digit > 9 ? digit - 9 : digit);
    }, 0) %
      10 ===
    0;

  // Omise's own messages for the card details its token API refuses; the connection failure's wording is the double's.
  const errorFor = (card: OmiseFormCard): string | undefined => {
    if (!control().apiReachable) return "Unable to connect to the Omise API. Please check your connection and try again.";
    const digits = card.number.replace(/\s/g, "");
    if (!/^\d{12,19}$/.test(digits) || !luhn(digits)) return "number is invalid and brand not supported (unknown)";
    const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(card.expiry.trim());
    const month = Number(expiry?.[1]);
    const year = 2000 + Number(expiry?.[2]);
    const now = new Date();
    if (!expiry || month < 1 || month > 12) return "expiration month is not between 1 and 12";
    if (year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1)) return "expiration date cannot be in the past";
    if (!/^\d{3,4}$/.test(card.securityCode.trim())) return "security code is invalid";
    if (!card.name.trim()) return "name can't be blank";
    return undefined;
  };

  const closeFrame = () => {
    frame?.remove();
    frame = undefined;
  };

  const drawForm = (form: Document, options: OpenOptions) => {
    const element = form.createElement("form");
    const fields = (["name", "number", "expiry", "securityCode"] as const).map((name) => {
      const label = form.createElement("label");
      const input = form.createElement("input");
      input.name = name;
      label.append(ui[name], input);
      label.style.display = "block";
      return { name, input, label };
    });
    const alert = form.createElement("p");
    alert.setAttribute("role", "alert");
    const submit = Object.assign(form.createElement("button"), { type: "submit", textContent: ui.submit });
    const close = Object.assign(form.createElement("button"), { type: "button", textContent: ui.close });
    element.append(...fields.map((field) => field.label), alert, submit, close);
    element.addEventListener("submit", (event) => {
      event.preventDefault();
      const card = Object.fromEntries(fields.map((field) => [field.name, field.input.value])) as unknown as OmiseFormCard;
      const error = errorFor(card);
      alert.textContent = error ?? "";
      if (error) return;
      control().tokens += 1;
      closeFrame();
      options.onCreateTokenSuccess(`tokn_test_${String(control().tokens).padStart(19, "0")}`);
    });
    close.addEventListener("click", () => {
      closeFrame();
      options.onFormClosed?.();
    });
    form.body.append(element);
  };

  host.OmiseCard = {
    configure(configuration: Record<string, unknown>) {
      control().configurations.push({ ...configuration });
    },
    open(options: OpenOptions) {
      closeFrame();
      const opened = doc.createElement("iframe");
      opened.title = ui.frameTitle;
      opened.style.cssText = "position:fixed;top:10%;left:calc(50% - 200px);width:400px;height:360px;z-index:2147483647;background:#fff;border:1px solid #888";
      doc.body.append(opened);
      frame = opened;
      const form = opened.contentDocument;
      if (form) drawForm(form, options);
    },
  };
}

/** Omise.js's double in a unit test, with the controls a test drives it by. */
export interface OmiseJsDouble {
  /** Whether cdn.omise.co answers: when false, the script tag fails to load. */
  reachable: boolean;
  /** Whether Omise's token API answers the form. */
  apiReachable: boolean;
  /** How many times the page asked for Omise.js. */
  readonly scriptRequests: number;
  /** The configurations OmiseCard was given, oldest first. */
  readonly configurations: readonly Record<string, unknown>[];
  /** Omise's form, while it is open: the frame it is drawn in and the error it shows, if any. */
  readonly form: { frame: HTMLIFrameElement; error?: string } | undefined;
  /** The customer types the card into Omise's form and sends it. */
  submit(card: OmiseFormCard): void;
  /** The customer closes the form. */
  close(): void;
  /** Removes the double, Omise.js's globals and everything they added to the page. */
  uninstall(): void;
}

/** Serves Omise.js from its double to the page of a unit test until `uninstall`. */
export function serveOmiseJs(): OmiseJsDouble {
  let scriptRequests = 0;
  const control = () => (window as unknown as { omiseDouble?: OmiseDoubleControl }).omiseDouble;
  let apiReachable = true;
  const frame = () => document.querySelector<HTMLIFrameElement>(`iframe[title="${OMISE_FORM_UI.frameTitle}"]`) ?? undefined;
  const formOf = () => {
    const body = frame()?.contentDocument?.body;
    if (!body) throw new Error("Omise's form is not open.");
    return body;
  };

  const observer = new MutationObserver((records) => {
    for (const node of records.flatMap((record) => [...record.addedNodes])) {
      if (!(node instanceof HTMLScriptElement) || node.src !== OMISE_JS_URL) continue;
      scriptRequests += 1;
      if (!double.reachable) {
        node.dispatchEvent(new Event("error"));
        continue;
      }
      installOmiseJsDouble(window, OMISE_FORM_UI);
      const installed = control();
      if (installed) installed.apiReachable = apiReachable;
      node.dispatchEvent(new Event("load"));
    }
  });
  observer.observe(document, { childList: true, subtree: true });

  const double: OmiseJsDouble = {
    reachable: true,
    get apiReachable() {
      return apiReachable;
    },
    set apiReachable(value: boolean) {
      apiReachable = value;
      const installed = control();
      if (installed) installed.apiReachable = value;
    },
    get scriptRequests() {
      return scriptRequests;
    },
    get configurations() {
      return control()?.configurations ?? [];
    },
    get form() {
      const open = frame();
      if (!open) return undefined;
      const error = open.contentDocument?.querySelector("[role='alert']")?.textContent;
      return { frame: open, error: error || undefined };
    },
    submit(card) {
      const body = formOf();
      for (const [name, value] of Object.entries(card) as [string, string][]) {
        const input = body.querySelector<HTMLInputElement>(`input[name="${name}"]`);
        if (input) input.value = value;
      }
      body.querySelector<HTMLButtonElement>("button[type='submit']")?.click();
    },
    close() {
      const close = [...formOf().querySelectorAll("button")].find((button) => button.textContent === OMISE_FORM_UI.close);
      close?.click();
    },
    uninstall() {
      observer.disconnect();
      frame()?.remove();
      Reflect.deleteProperty(window, "OmiseCard");
      Reflect.deleteProperty(window, "omiseDouble");
      for (const script of document.querySelectorAll(`script[src="${OMISE_JS_URL}"]`)) script.remove();
    },
  };
  return double;
}
