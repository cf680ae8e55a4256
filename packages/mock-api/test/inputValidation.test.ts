import { checkResponse, zErrorBody } from "@cloudconsole/sdk/validators";
import { getResponse } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createMockApi } from "../src/api.js";
import { MOCK_API_KEY } from "../src/constants.js";
import { INTERNAL_ERROR_MESSAGE } from "../src/handlers/guard.js";
import { valueProblem, type FieldRule } from "../src/handlers/fieldRules.js";
import { MAX_BODY_BYTES } from "../src/limits.js";
import { manualClock } from "../src/store/clock.js";

const BASE = "http://mock.test/v1";

/** A fresh demo mock API, called in process through its MSW handlers. */
function mockApi() {
  const { store, handlers } = createMockApi({ baseUrl: "/v1", preset: "demo", clock: manualClock() });
  const call = async (path: string, init: RequestInit & { form?: Record<string, string>; text?: string; type?: string } = {}) => {
    const { form, text, type, headers, ...rest } = init;
    const h = new Headers({ apikey: MOCK_API_KEY });
    new Headers(headers).forEach((value, name) => h.set(name, value));
    if (type) h.set("content-type", type);
    const body = form ? new URLSearchParams(form) : text;
    const response = await getResponse(handlers, new Request(`${BASE}${path}`, { method: "POST", ...rest, headers: h, ...(body !== undefined ? { body } : {}) }));
    if (!response) throw new Error(`no answer for ${path}`);
    return response;
  };
  const account = store.state.billingAccounts[0];
  if (!account) throw new Error("the demo preset should have billing accounts");
  return { store, call, accountId: String(account.id) };
}

/** The message of an answer in the platform's error shape (it fails unless the body has that shape). */
async function errorOf(response: Response): Promise<string> {
  const body: unknown = await response.json();
  expect(zErrorBody.safeParse(body).success, JSON.stringify(body)).toBe(true);
  return (body as { errors: { Error: string } }).errors.Error;
}

describe("numbers out of range are refused with 400, never stored", () => {
  it.each([
    ["amount=Infinity", "/payment/credit/buy?amount=Infinity", "amount must be a number from 0 to 1000000000."],
    ["amount=1e309", "/payment/credit/buy?amount=1e309", "amount must be a number from 0 to 1000000000."],
    ["amount=NaN", "/payment/credit/buy?amount=NaN", "amount must be a number from 0 to 1000000000."],
  ])("%s", async (_, path, message) => {
    const { call, store, accountId } = mockApi();
    const before = structuredClone(store.state.credits);
    const response = await call(`${path}&billing_account_id=${accountId}&payment_object_id=1`);
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toBe(message);
    expect(store.state.credits).toEqual(before);
  });

  it("refuses a JSON number too large for a double (1e309 parses as Infinity)", async () => {
    const { call, store } = mockApi();
    const response = await call("/config/payment/restriction_level_clear_topup_threshold", { method: "PUT", text: '{"threshold": 1e309}', type: "application/json" });
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toBe("threshold must be a number from 0 to 1000000000.");
    expect(Number.isFinite(store.state.restrictionLevelClearTopupThreshold)).toBe(true);
  });

  it("refuses a 400-digit vCPU count", async () => {
    const { call, store, accountId } = mockApi();
    const count = store.state.vms.length;
    const response = await call("/tll/user-resource/vm", {
      form: { billing_account_id: accountId, name: "big", os_name: "ubuntu", os_version: "24.04", vcpu: "9".repeat(400), ram: "1024", disks: "20" },
    });
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toBe("vcpu must be a whole number from 1 to 1024.");
    expect(store.state.vms).toHaveLength(count);
  });

  it.each([
    ["source_port=abc", { source_port: "abc", target_port: "80" }, "source_port must be a whole number from 1 to 65535."],
    ["target_port=65536", { source_port: "80", target_port: "65536" }, "target_port must be a whole number from 1 to 65535."],
    ["connection_limit=1e309", { source_port: "80", target_port: "80", connection_limit: "1e309" }, "connection_limit must be a whole number from 1 to 1000000."],
    ["session_persistence=COOKIE", { source_port: "80", target_port: "80", session_persistence: "COOKIE" }, "session_persistence must be one of SOURCE_IP."],
  ])("refuses a forwarding rule with %s", async (_, form, message) => {
    const { call, store } = mockApi();
    const lb = store.state.loadBalancers[0];
    const rules = lb?.forwarding_rules.length;
    const response = await call(`/${lb?.location}/network/load_balancers/${lb?.uuid}/forwarding_rules`, { form });
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toBe(message);
    expect(store.state.loadBalancers[0]?.forwarding_rules).toHaveLength(rules ?? 0);
  });

  it("refuses a load balancer whose rules (JSON text in a form) hold a port that is not a number", async () => {
    const { call, store, accountId } = mockApi();
    const count = store.state.loadBalancers.length;
    const response = await call("/tll/network/load_balancers", { form: { billing_account_id: accountId, rules: JSON.stringify([{ source_port: "abc", target_port: 80 }]) } });
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toBe("source_port must be a whole number from 1 to 65535.");
    expect(store.state.loadBalancers).toHaveLength(count);
  });

  it.each([
    ["a VLAN tag out of 802.1Q's range", "vlan_tag", "4095", "vlan_tag must be a whole number from 1 to 4094."],
    ["a negative id", "billing_account_id", "-1", "billing_account_id must be a whole number from 0 to 2147483647."],
    ["a fraction where a whole number goes", "billing_account_id", "1.5", "billing_account_id must be a whole number from 0 to 2147483647."],
    ["a boolean that is neither", "force", "maybe", "force must be true or false."],
  ])("refuses %s", async (_, field, value, message) => {
    const { call, store } = mockApi();
    const vm = store.state.vms.find((v) => v.location === "tll" && v.status === "running");
    const path =
      field === "vlan_tag"
        ? `/tll/network/virtual-machines/${vm?.uuid}/interfaces/${vm?.uuid}/subinterfaces?network_uuid=${vm?.network_uuid}&vlan_tag=${value}`
        : field === "force"
          ? `/tll/user-resource/vm/stop?uuid=${vm?.uuid}&force=${value}`
          : `/payment/card/list?billing_account_id=${value}`;
    const response = await call(path, field === "billing_account_id" ? { method: "GET" } : {});
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toBe(message);
  });

  it("leaves every list on contract after the refused calls", async () => {
    const { call, store, accountId } = mockApi();
    await call(`/payment/credit/buy?amount=Infinity&billing_account_id=${accountId}&payment_object_id=1`);
    await call(`/payment/billing_account/${accountId}/recurring_payment`, { method: "PUT", form: { is_recurring_payment_enabled: "true", recurring_payment_amount: "Infinity", recurring_payment_threshold: "NaN" } });
    await call("/payment/low_balance_notice_settings", { method: "PUT", form: { billing_account_id: accountId, threshold: "1e309" } });
    const lb = store.state.loadBalancers[0];
    await call(`/${lb?.location}/network/load_balancers/${lb?.uuid}/forwarding_rules`, { form: { source_port: "abc", target_port: "abc" } });
    for (const [operation, path] of [
      ["get /payment/billing_account/list", "/payment/billing_account/list"],
      ["get /{location}/network/load_balancers", `/${lb?.location}/network/load_balancers`],
      ["get /payment/credit/list", `/payment/credit/list?billing_account_id=${accountId}`],
    ] as const) {
      const response = await call(path, { method: "GET" });
      expect(checkResponse(operation, await response.json())).toEqual({ ok: true });
    }
  });
});

describe("bodies that are not a form or JSON create nothing", () => {
  const createNetwork = (api: ReturnType<typeof mockApi>, text: string, type: string) => api.call("/tll/network/network", { text, type });

  it.each([
    ["bad JSON", '{"name": "web", ', "application/json", "The request body is not valid JSON. Send a JSON object of fields, or a form."],
    ["a JSON list", '["name"]', "application/json", 'The JSON body must be an object of fields, e.g. {"name": "web-1"}.'],
    ["JSON nested 100 deep", `{"name": ${"[".repeat(100)}${"]".repeat(100)}}`, "application/json", "The JSON body nests more than 16 levels deep."],
    [
      "XML",
      '<?xml version="1.0"?><network><name>x</name></network>',
      "application/xml",
      "A body of type application/xml is not accepted: send application/x-www-form-urlencoded, multipart/form-data or application/json.",
    ],
    [
      "XML sent as a form",
      '<?xml version="1.0"?><network><name>x</name></network>',
      "application/x-www-form-urlencoded",
      '"<?xml version" is not a field name: send a form or a JSON object whose field names are letters, digits, _ . - or [].',
    ],
    ["a form with a malformed %-escape", "name=%E0%A4%A", "application/x-www-form-urlencoded", "The form body is not valid: a %-escape is malformed or does not spell UTF-8."],
    ["a form whose escapes are not UTF-8", "name=%FF%FE", "application/x-www-form-urlencoded", "The form body is not valid: a %-escape is malformed or does not spell UTF-8."],
    ["a name with a control character", "name=a%00b", "application/x-www-form-urlencoded", "name must not contain control characters."],
    ["a name with half a surrogate pair", '{"name": "a\\ud800b"}', "application/json", "name is not valid Unicode text."],
    ["a 5,000-character name", `name=${"x".repeat(5_000)}`, "application/x-www-form-urlencoded", "name must be at most 1000 characters long."],
    ["more than 200 fields", Array.from({ length: 201 }, (_, i) => `f${i}=1`).join("&"), "application/x-www-form-urlencoded", "The request has more than 200 fields."],
  ])("refuses %s with 400", async (_, text, type, message) => {
    const api = mockApi();
    const count = api.store.state.networks.length;
    const response = await createNetwork(api, text, type);
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toBe(message);
    expect(api.store.state.networks).toHaveLength(count);
  });

  it("refuses a body that is not UTF-8", async () => {
    const api = mockApi();
    const count = api.store.state.networks.length;
    const body = new Uint8Array([0x6e, 0x61, 0x6d, 0x65, 0x3d, 0xff, 0xfe]);
    const response = await api.call("/tll/network/network", { body, type: "application/x-www-form-urlencoded" });
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toBe("The request body is not valid UTF-8 text.");
    expect(api.store.state.networks).toHaveLength(count);
  });

  it("refuses a query string with a malformed %-escape", async () => {
    const { call } = mockApi();
    const response = await call("/tll/network/network?name=%E0%A4%A");
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toBe("The query string is not valid: a %-escape is malformed or does not spell UTF-8.");
  });

  it("refuses a path with a malformed %-escape (MSW's route matcher would throw on it)", async () => {
    const { call } = mockApi();
    const response = await call("/tll/network/network/%E0%A4%A", { method: "PATCH", form: { name: "x" } });
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toBe("The path is not valid: a %-escape is malformed or does not spell UTF-8.");
  });

  it("still takes the forms and JSON the console sends", async () => {
    const api = mockApi();
    expect((await createNetwork(api, "name=office", "application/x-www-form-urlencoded;charset=UTF-8")).status).toBe(200);
    expect((await createNetwork(api, '{"name": "lab"}', "application/json")).status).toBe(200);
    expect((await createNetwork(api, "name=Zürich%20😀", "application/x-www-form-urlencoded")).status).toBe(200);
    expect(api.store.state.networks.map((n) => n.name)).toEqual(expect.arrayContaining(["office", "lab", "Zürich 😀"]));
  });
});

describe("unknown locations", () => {
  it.each([
    ["POST", "/nowhere/network/network"],
    ["POST", "/nowhere/network/ip_addresses"],
    ["GET", "/nowhere/user-resource/vm/list"],
  ])("%s %s answers 404 and creates nothing", async (method, path) => {
    const { call, store, accountId } = mockApi();
    const before = { networks: store.state.networks.length, ips: store.state.ips.length };
    const response = await call(path, { method, ...(method === "POST" ? { form: { billing_account_id: accountId, name: "x" } } : {}) });
    expect(response.status).toBe(404);
    expect(await errorOf(response)).toBe('Unknown location "nowhere": use one of tll, jhv, trtu, jkt01 (GET /config/locations).');
    expect({ networks: store.state.networks.length, ips: store.state.ips.length }).toEqual(before);
  });
});

describe("the body cap through MSW", () => {
  /** A billing account form of exactly `size` bytes, its document field filling what the others leave. */
  const accountForm = (size: number) => {
    const fields = "title=Big&email=a%40example.com&customer_phone=1&country=EE&document=";
    return fields + "x".repeat(size - fields.length);
  };

  it("takes a body of exactly 1 MB", async () => {
    const { call } = mockApi();
    const response = await call("/payment/billing_account", { text: accountForm(MAX_BODY_BYTES), type: "application/x-www-form-urlencoded" });
    expect(response.status).toBe(200);
  });

  it("refuses a body one byte over with 413", async () => {
    const { call, store } = mockApi();
    const count = store.state.billingAccounts.length;
    const response = await call("/payment/billing_account", { text: accountForm(MAX_BODY_BYTES + 1), type: "application/x-www-form-urlencoded" });
    expect(response.status).toBe(413);
    expect(await errorOf(response)).toBe("The request body is larger than the mock API accepts: send at most 1048576 bytes (1 MB).");
    expect(store.state.billingAccounts).toHaveLength(count);
  });

  /** A body that never ends: a call that reads it in full never answers. */
  const endless = (chunk = new Uint8Array(64 * 1024).fill(0x61)) => new ReadableStream<Uint8Array>({ pull: (controller) => controller.enqueue(chunk) });

  it("checks the key before reading the body", async () => {
    const { handlers } = createMockApi({ baseUrl: "/v1", preset: "demo", clock: manualClock() });
    const request = new Request(`${BASE}/tll/network/network`, { method: "POST", body: endless(), duplex: "half" } as RequestInit);
    const response = await getResponse(handlers, request);
    expect(response?.status).toBe(401);
  });

  it("stops reading a body at the cap", async () => {
    const { handlers } = createMockApi({ baseUrl: "/v1", preset: "demo", clock: manualClock() });
    const request = new Request(`${BASE}/tll/network/network`, { method: "POST", headers: { apikey: MOCK_API_KEY }, body: endless(), duplex: "half" } as RequestInit);
    const response = await getResponse(handlers, request);
    expect(response?.status).toBe(413);
  });

  it("refuses a body declared larger than the cap before reading it", async () => {
    const { call } = mockApi();
    const response = await call("/tll/network/network", { text: "name=x", headers: { "content-length": String(100 * 1024 * 1024) } });
    expect(response.status).toBe(413);
  });
});

describe("a crash in a handler", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("answers 500 in the platform's error shape, without the internals, and is logged", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { call, store, accountId } = mockApi();
    Object.defineProperty(store.state.ui, "paymentProcessors", {
      get: () => {
        throw new Error("secret internal detail");
      },
    });
    const response = await call(`/payment/final_topup_amount?billing_account_id=${accountId}&processor=adyen&amount=20`, { method: "GET" });
    expect(response.status).toBe(500);
    const text = await response.clone().text();
    expect(await errorOf(response)).toBe(INTERNAL_ERROR_MESSAGE);
    expect(text).not.toContain("secret internal detail");
    expect(logged).toHaveBeenCalled();
  });
});

describe("valueProblem", () => {
  const integer: FieldRule = { type: "integer", minimum: 1, maximum: 10 };
  it.each<[string, unknown, FieldRule, string | undefined]>([
    ["a whole number in range", "5", integer, undefined],
    ["a JSON whole number", 5, integer, undefined],
    ["spaces around it", " 5 ", integer, undefined],
    ["below the minimum", "0", integer, "n must be a whole number from 1 to 10."],
    ["a fraction", 5.5, integer, "n must be a whole number from 1 to 10."],
    ["exponent notation", "1e1", integer, "n must be a whole number from 1 to 10."],
    ["beyond 2^53", "9007199254740993", { type: "integer" }, "n must be a whole number from 0 to 2147483647."],
    ["a decimal", "12.5", { type: "number" }, undefined],
    ["exponent notation for a number", "1.5e2", { type: "number" }, undefined],
    ["hexadecimal", "0x10", { type: "number" }, "n must be a number from 0 to 1000000000."],
    ["Infinity", "Infinity", { type: "number" }, "n must be a number from 0 to 1000000000."],
    ["true in any case", "TRUE", { type: "boolean" }, undefined],
    ["yes", "yes", { type: "boolean" }, "n must be true or false."],
    ["an object where text goes", { a: 1 }, { type: "string" }, "n must be text."],
    ["a number where text goes", 42, { type: "string" }, undefined],
    ["text off its pattern", "E", { type: "string", pattern: "^[A-Z]{2}$" }, "n does not have the expected form ^[A-Z]{2}$."],
    ["text off its pattern, with the contract's hint", "E", { type: "string", pattern: "^[A-Z]{2}$", hint: "Two capitals." }, "n is not valid: Two capitals."],
    ["one of an enum", "b", { type: "string", enum: ["a", "b"] }, undefined],
    ["none of an enum", "c", { type: "string", enum: ["a", "b"] }, "n must be one of a, b."],
    ["either of two types", "abc", { anyOf: [{ type: "string" }, { type: "integer" }] }, undefined],
    ["an empty value (absent)", "", integer, undefined],
    ["a null (absent)", null, integer, undefined],
  ])("%s", (_, value, rule, problem) => {
    expect(valueProblem("n", value, rule)).toBe(problem);
  });

  it("bounds fields the contract leaves open by their name", () => {
    expect(valueProblem("vcpu", "1025", { type: "integer", minimum: 1 })).toBe("vcpu must be a whole number from 1 to 1024.");
    expect(valueProblem("cloud_init", "x".repeat(60_000), { type: "string" })).toBeUndefined();
    expect(valueProblem("title", "x".repeat(1_001), { type: "string" })).toBe("title must be at most 1000 characters long.");
  });
});
