import { afterAll, beforeAll } from "vitest";
import type { PaymentProcessor } from "../src/apiTypes.js";
import type { PlatformOverrides } from "../src/config/index.js";
import { MOCK_API_KEY } from "../src/constants.js";
import { startHttpServer, type MockHttpServer } from "../src/server.js";
import { manualClock } from "../src/store/clock.js";

// A site of the standalone mock API whose card processor is a vendor's, as the payment tests of each vendor use it:
// started once per file with the demo seed, called over real HTTP from the console's origin.

/** The console's origin and base the vendors send customers back to. */
export const CONSOLE_ORIGIN = "https://console.test";
export const CONSOLE = `${CONSOLE_ORIGIN}/app`;

/** A card processor of `keyword` with no fees, over which a test sets what it is about. */
export function cardProcessor(keyword: string, fields: Partial<PaymentProcessor> = {}): PaymentProcessor {
  return {
    type: "creditcard",
    name: "Card",
    keyword,
    public_key: null,
    verification_amount: 1,
    use_3ds_verification: false,
    supports_auto_topup: true,
    show_postalcode_input: false,
    store_id: null,
    methods: [],
    service_fee: { flat_rate: 0, percentage: 0 },
    charge_currency_conversion: null,
    ...fields,
  };
}

export interface Answer<T> {
  status: number;
  body: T;
}

type Form = Record<string, string | number | boolean>;

/** Starts a mock API with `platform` over the default configuration for the file's tests, and calls it as the console does. */
export function processorSite(platform: PlatformOverrides) {
  let server: MockHttpServer | undefined;
  beforeAll(async () => {
    server = await startHttpServer({ port: 0, clock: manualClock(), preset: "demo", platform });
  });
  afterAll(async () => {
    await server?.close();
  });
  const started = () => {
    if (!server) throw new Error("the server has not started");
    return server;
  };
  const request = async <T,>(path: string, body: URLSearchParams | string | undefined, contentType?: string): Promise<Answer<T>> => {
    const headers = new Headers({ apikey: MOCK_API_KEY, origin: CONSOLE_ORIGIN });
    if (contentType) headers.set("content-type", contentType);
    const answer = await fetch(`${started().url}${path}`, { method: body === undefined ? "GET" : "POST", headers, ...(body === undefined ? {} : { body }) });
    return { status: answer.status, body: (await answer.json()) as T };
  };
  const ok = <T,>(path: string, answer: Answer<T>): T => {
    if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    return answer.body;
  };
  /** GET without a form, else POST of the form; the answer whatever its status. */
  const send = <T,>(path: string, form?: Form) => request<T>(path, form && new URLSearchParams(Object.entries(form).map(([key, value]) => [key, String(value)])));
  /** As send, failing on anything but a 200. */
  const call = async <T,>(path: string, form?: Form): Promise<T> => ok(path, await send<T>(path, form));
  /** POST of a JSON body, failing on anything but a 200. */
  const callJson = async <T,>(path: string, json: unknown): Promise<T> => ok(path, await request<T>(path, JSON.stringify(json), "application/json"));
  /** The demo seed's billing account of `title`. */
  const account = async (title = "Old project") => {
    const found = (await call<{ id: number; title: string; credit_amount: number }[]>("/payment/billing_account/list")).find((candidate) => candidate.title === title);
    if (!found) throw new Error(`the demo seed has an account named ${title}`);
    return found;
  };
  return { started, send, call, callJson, account };
}
