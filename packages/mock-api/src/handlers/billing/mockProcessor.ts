import { http, HttpResponse, type HttpHandler } from "msw";
import type { MockStore } from "../../store/store.js";
import type { ApiRoutes } from "../http.js";

// The mock's own card processor, run like a vendor: it serves its script, which draws the card fields and checks them,
// and it turns what was typed into a token of its own, as Stripe's API does for Stripe.js. These paths are the mock's
// only, not the platform's: a real backend names its processors' own scripts and APIs.

/** The processor keyword of the mock's own card processor. */
export const MOCK_PROCESSOR_KEYWORD = "mock_creditcard";

/** Where the mock processor's script and token endpoint live, under the API base. */
export const MOCK_PROCESSOR_SCRIPT_PATH = "/mock-processor/mockpay.js";
export const MOCK_PROCESSOR_TOKENS_PATH = "/mock-processor/tokens";
/** Both, as the key check recognises them: they take the processor's public key, not the API's. */
export const MOCK_PROCESSOR_PATHS = /\/mock-processor\/(?:mockpay\.js|tokens)$/;

/** What a token stands for: the card's details as `card/add` saves them. */
export interface MockProcessorCard {
  card_type: string;
  card_holder: string;
  last4: string;
  expire_month: string;
  expire_year: string;
}

// Tokens are short-lived and single-use, as a vendor's are: kept beside the store, not in its saved state.
const issuedTokens = new WeakMap<MockStore, Map<string, MockProcessorCard>>();

function tokensOf(store: MockStore): Map<string, MockProcessorCard> {
  let tokens = issuedTokens.get(store);
  if (!tokens) {
    tokens = new Map();
    issuedTokens.set(store, tokens);
  }
  return tokens;
}

/** The card a token of the mock processor stands for, once: a token is spent by the card it adds. */
export function redeemMockProcessorToken(store: MockStore, token: string | undefined): MockProcessorCard | undefined {
  if (!token) return undefined;
  const tokens = tokensOf(store);
  const card = tokens.get(token);
  tokens.delete(token);
  return card;
}

/** The URL of the processor's script, as the backend answering `request` serves it. */
export function mockProcessorScriptUrl(request: Request): string {
  const url = new URL(request.url);
  // The script lives under the same API base as the call that asks for it (`…/v1/payment/card/prehook`).
  const base = url.pathname.replace(/\/payment\/card\/prehook\/?$/, "");
  return `${url.origin}${base}${MOCK_PROCESSOR_SCRIPT_PATH}`;
}

/** Luhn's check digit: what a processor checks before it asks the card's bank. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

function brandOf(digits: string): string {
  if (digits.startsWith("4")) return "visa";
  if (/^(5[1-5]|2[2-7])/.test(digits)) return "mastercard";
  return "card";
}

const text = (value: unknown) => (typeof value === "string" || typeof value === "number" ? String(value).trim() : "");

/** A refusal as the processor words it: `card_error` for what the customer typed, `invalid_request_error` for the site's setup. */
const refusal = (status: number, message: string, code: string, type = "card_error") => HttpResponse.json({ error: { type, code, message } }, { status });

/**
 * The script a page loads to take a card with the mock's processor. It defines `MockPay(publicKey)`, shaped like
 * Stripe.js: `elements({ locale }).create("card")` gives a card element with `mount(el)`, `unmount()` and
 * `on("change", handler)` (`{ complete, error? }`); `createToken(element, { name })` resolves `{ token }` or
 * `{ error: { type, message } }` and never rejects. The fields are drawn and checked here (Luhn, MM/YY not in the
 * past, 3 or 4 digits), never by the page.
 */
export const MOCK_PROCESSOR_SCRIPT = String.raw`(function () {
  "use strict";
  var current = document.currentScript;
  var scriptUrl = current && current.src ? current.src : "";
  var tokensUrl = scriptUrl.replace(/\/mockpay\.js(?:[?#].*)?$/, "/tokens");
  var ids = 0;

  function digitsOf(value) { return value.replace(/[\s-]/g, ""); }
  function luhn(digits) {
    if (!/^\d{12,19}$/.test(digits)) return false;
    var sum = 0;
    for (var i = 0; i < digits.length; i++) {
      var digit = Number(digits[digits.length - 1 - i]);
      if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
      sum += digit;
    }
    return sum % 10 === 0;
  }
  function expiryOf(value) {
    var match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(value.trim());
    if (!match) return undefined;
    var month = Number(match[1]);
    var year = 2000 + Number(match[2]);
    var now = new Date();
    if (month < 1 || month > 12) return undefined;
    if (year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1)) return undefined;
    return { month: match[1], year: String(year) };
  }
  var CHECKS = {
    number: function (value) { return luhn(digitsOf(value)) ? undefined : "Check the card number"; },
    expiry: function (value) { return expiryOf(value) ? undefined : "Use MM/YY, not in the past"; },
    cvc: function (value) { return /^\d{3,4}$/.test(value.trim()) ? undefined : "3 or 4 digits from the back of the card"; }
  };
  var FIELDS = [
    { name: "number", label: "Card number", autocomplete: "cc-number", inputmode: "numeric", placeholder: "1234 1234 1234 1234" },
    { name: "expiry", label: "Expiry (MM/YY)", autocomplete: "cc-exp", inputmode: "numeric", placeholder: "MM/YY" },
    { name: "cvc", label: "Security code", autocomplete: "cc-csc", inputmode: "numeric", placeholder: "CVC", maxlength: "4" }
  ];

  function CardElement() {
    this.inputs = {};
    this.touched = {};
    this.handlers = [];
    this.root = undefined;
  }
  CardElement.prototype.state = function (all) {
    var error;
    var complete = true;
    for (var i = 0; i < FIELDS.length; i++) {
      var name = FIELDS[i].name;
      var input = this.inputs[name];
      var problem = CHECKS[name](input ? input.value : "");
      if (problem) complete = false;
      var shown = problem && (all || this.touched[name]) ? problem : undefined;
      if (input) input.setAttribute("aria-invalid", shown ? "true" : "false");
      if (shown && !error) error = shown;
    }
    return error ? { complete: complete, error: error } : { complete: complete };
  };
  CardElement.prototype.emit = function (all) {
    var state = this.state(all);
    for (var i = 0; i < this.handlers.length; i++) this.handlers[i](state);
    return state;
  };
  CardElement.prototype.on = function (event, handler) {
    if (event === "change") this.handlers.push(handler);
    return this;
  };
  CardElement.prototype.mount = function (container) {
    if (this.root) throw new Error("MockPay: this card element is already mounted.");
    var self = this;
    var root = document.createElement("div");
    root.className = "mockpay-card";
    root.style.cssText = "display:flex;flex-wrap:wrap;gap:12px;";
    for (var i = 0; i < FIELDS.length; i++) {
      (function (field) {
        var id = "mockpay-" + (++ids) + "-" + field.name;
        var wrapper = document.createElement("div");
        wrapper.style.cssText = "display:flex;flex-direction:column;gap:4px;min-width:0;flex:1 1 10rem;";
        var label = document.createElement("label");
        label.htmlFor = id;
        label.textContent = field.label;
        label.style.cssText = "font:inherit;font-weight:600;";
        var input = document.createElement("input");
        input.id = id;
        input.type = "text";
        input.name = "mockpay-" + field.name;
        input.autocomplete = field.autocomplete;
        input.setAttribute("inputmode", field.inputmode);
        input.placeholder = field.placeholder;
        if (field.maxlength) input.maxLength = Number(field.maxlength);
        input.style.cssText = "font:inherit;color:inherit;background:transparent;border:1px solid currentColor;border-radius:6px;padding:8px 10px;min-width:0;width:100%;box-sizing:border-box;";
        input.addEventListener("input", function () { self.emit(false); });
        input.addEventListener("blur", function () { if (input.value) self.touched[field.name] = true; self.emit(false); });
        wrapper.appendChild(label);
        wrapper.appendChild(input);
        root.appendChild(wrapper);
        self.inputs[field.name] = input;
      })(FIELDS[i]);
    }
    container.appendChild(root);
    this.root = root;
  };
  CardElement.prototype.unmount = function () {
    if (this.root && this.root.parentNode) this.root.parentNode.removeChild(this.root);
    this.root = undefined;
    this.inputs = {};
    this.touched = {};
  };
  CardElement.prototype.destroy = function () {
    this.unmount();
    this.handlers = [];
  };

  function MockPay(publicKey) {
    if (!(this instanceof MockPay)) return new MockPay(publicKey);
    if (typeof publicKey !== "string" || publicKey === "") throw new Error("MockPay needs the processor's public key.");
    this.publicKey = publicKey;
  }
  MockPay.prototype.elements = function () {
    return {
      create: function (type) {
        if (type !== "card") throw new Error("MockPay has only the card element, not " + type + ".");
        return new CardElement();
      }
    };
  };
  MockPay.prototype.createToken = function (element, data) {
    var state = element.emit(true);
    if (!state.complete) return Promise.resolve({ error: { type: "validation_error", message: state.error } });
    var expiry = expiryOf(element.inputs.expiry.value);
    var body = {
      key: this.publicKey,
      number: digitsOf(element.inputs.number.value),
      exp_month: expiry.month,
      exp_year: expiry.year,
      cvc: element.inputs.cvc.value.trim(),
      name: data && data.name ? String(data.name) : ""
    };
    return fetch(tokensUrl, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) }).then(
      function (response) {
        return response.json().then(function (answer) {
          if (response.ok && answer && answer.id) return { token: answer };
          var error = answer && answer.error ? answer.error : {};
          return { error: { type: error.type || "api_error", code: error.code, message: error.message || "The card processor could not take the card. Try again." } };
        });
      },
      function () {
        return { error: { type: "api_connection_error", message: "Could not reach the card processor. Check your connection and try again." } };
      }
    );
  };
  window.MockPay = MockPay;
})();
`;

/**
 * The mock processor's own calls, which need no API key (see `MOCK_PROCESSOR_PATHS`): a page loads the script as it
 * loads a vendor's, and the script tokenises with the processor's public key, as a vendor's does.
 */
export function mockProcessorHandlers(store: MockStore, routes: ApiRoutes): HttpHandler[] {
  return [
    http.get(routes.path(MOCK_PROCESSOR_SCRIPT_PATH), () =>
      new HttpResponse(MOCK_PROCESSOR_SCRIPT, { headers: { "content-type": "text/javascript; charset=utf-8", "cache-control": "no-store" } }),
    ),
    http.post(routes.path(MOCK_PROCESSOR_TOKENS_PATH), async ({ request }) => {
      let body: Record<string, unknown>;
      try {
        const parsed: unknown = await request.json();
        if (typeof parsed !== "object" || parsed === null) throw new Error("not an object");
        body = parsed as Record<string, unknown>;
      } catch {
        return refusal(400, "The request is not the processor's JSON.", "invalid_request", "invalid_request_error");
      }
      const key = text(body.key);
      const processor = (store.state.ui.paymentProcessors ?? []).find((candidate) => candidate.keyword === MOCK_PROCESSOR_KEYWORD);
      if (!key || key !== processor?.public_key) return refusal(401, "Invalid public key: use the key the site's configuration gives this processor.", "invalid_key", "invalid_request_error");
      const number = text(body.number).replace(/[\s-]/g, "");
      if (!passesLuhn(number)) return refusal(402, "Check the card number", "incorrect_number");
      const month = text(body.exp_month).padStart(2, "0");
      const year = text(body.exp_year);
      if (!/^(0[1-9]|1[0-2])$/.test(month) || !/^\d{4}$/.test(year)) return refusal(402, "Use MM/YY, not in the past", "invalid_expiry");
      if (!/^\d{3,4}$/.test(text(body.cvc))) return refusal(402, "3 or 4 digits from the back of the card", "invalid_cvc");
      const card: MockProcessorCard = { card_type: brandOf(number), card_holder: text(body.name), last4: number.slice(-4), expire_month: month, expire_year: year };
      const id = `mocktok_${store.rng.hex(24)}`;
      tokensOf(store).set(id, card);
      return HttpResponse.json({ id, object: "token", card: { brand: card.card_type, last4: card.last4, exp_month: month, exp_year: year, name: card.card_holder } });
    }),
  ];
}
