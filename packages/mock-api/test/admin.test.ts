import { getResponse } from "msw";
import { describe, expect, it } from "vitest";
import { createMockApi } from "../src/api.js";
import { CORRELATION_ID_HEADER, MOCK_API_KEY } from "../src/constants.js";
import { createStatePersistence, type StateStorage } from "../src/persistence.js";
import { DEMO_USER_ID } from "../src/seeds/index.js";
import { manualClock } from "../src/store/clock.js";
import { createMockStore } from "../src/store/store.js";
import { useTestServer } from "./helpers.js";

type ErrorBody = { errors: { Error: string } };
type TokenBody = { token: string; access_owner?: string };

const ADMIN_TOKEN = "/user-resource/admin/token";
const PRIVILEGES = "/user-resource/user/privileges";

describe("admin status and admin tokens (demo preset: the user is an admin)", () => {
  const api = useTestServer({ preset: "demo" });
  const accounts = async () => (await (await api.call("/payment/billing_account/list")).json()) as { id: number; user_id: number }[];

  it("answers privileges with 200 for the demo user", async () => {
    const response = await api.call(PRIVILEGES);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ admin: true });
  });

  it("gives a token for a billing account that acts as an apikey and names the account's owner", async () => {
    const [account] = await accounts();
    const response = await api.call(ADMIN_TOKEN, { method: "POST", form: { billing_account_id: account?.id ?? 0 } });
    expect(response.status).toBe(200);
    const body = (await response.json()) as TokenBody;
    expect(body).toEqual({ token: expect.stringMatching(/^admin-impersonation-[0-9a-f]{32}$/), access_owner: "demo@example.com" });
    expect((await api.call("/user-resource/user", { headers: { apikey: body.token } })).status).toBe(200);
  });

  it.each([
    ["the signed-in user", DEMO_USER_ID, "demo@example.com"],
    ["a grantee of a delegation", 31, "accountant@example.com"],
  ])("gives a token for a known user: %s", async (_, userId, owner) => {
    const response = await api.call(ADMIN_TOKEN, { method: "POST", form: { user_id: userId } });
    expect(response.status).toBe(200);
    expect(((await response.json()) as TokenBody).access_owner).toBe(owner);
  });

  it("accepts a user and a billing account together when the account is the user's", async () => {
    const [account] = await accounts();
    const response = await api.call(ADMIN_TOKEN, { method: "POST", form: { user_id: account?.user_id ?? 0, billing_account_id: account?.id ?? 0 } });
    expect(response.status).toBe(200);
  });

  it.each([
    ["neither field", {}, 400, "user_id or billing_account_id is required."],
    ["empty fields", { user_id: "", billing_account_id: "" }, 400, "user_id or billing_account_id is required."],
    ["a user id that is not a whole number", { user_id: "abc" }, 400, "user_id must be a whole number from 0 to 2147483647."],
    ["an unknown user", { user_id: 4242 }, 404, "No such user 4242."],
    ["an unknown billing account", { billing_account_id: 999_999 }, 404, "No such billing account 999999."],
    ["an unknown billing account with a known user", { user_id: DEMO_USER_ID, billing_account_id: 999_999 }, 404, "No such billing account 999999."],
  ] as const)("refuses %s with %i in the standard error body", async (_, form, status, message) => {
    const response = await api.call(ADMIN_TOKEN, { method: "POST", form });
    expect(response.status).toBe(status);
    expect(response.headers.get(CORRELATION_ID_HEADER)).toMatch(/^mock-api-[0-9a-f]{6}$/);
    expect(((await response.json()) as ErrorBody).errors.Error).toBe(message);
  });

  it("refuses a billing account that is not the given user's", async () => {
    const [account] = await accounts();
    const response = await api.call(ADMIN_TOKEN, { method: "POST", form: { user_id: 31, billing_account_id: account?.id ?? 0 } });
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorBody).errors.Error).toBe(`Billing account ${account?.id} does not belong to user 31.`);
  });

  it("treats a caller acting through an impersonation key as the customer, who is no admin", async () => {
    const [account] = await accounts();
    const { token } = (await (await api.call(ADMIN_TOKEN, { method: "POST", form: { billing_account_id: account?.id ?? 0 } })).json()) as TokenBody;
    expect((await api.call(PRIVILEGES, { headers: { apikey: token } })).status).toBe(403);
    expect((await api.call(ADMIN_TOKEN, { method: "POST", headers: { apikey: token }, form: { user_id: DEMO_USER_ID } })).status).toBe(403);
    // The own key is still an admin's.
    expect((await api.call(PRIVILEGES)).status).toBe(200);
  });

  it("re-seeding (POST /__mock/reset) restores the preset's admin status", async () => {
    api.server.store.state.userIsAdmin = false;
    expect((await api.call(PRIVILEGES)).status).toBe(403);
    await fetch(`${api.server.origin}/__mock/reset`, { method: "POST" });
    expect((await api.call(PRIVILEGES)).status).toBe(200);
  });
});

describe("a customer (empty preset: the user is no admin)", () => {
  const api = useTestServer({ preset: "empty" });

  it("answers privileges with 403 in the standard error body", async () => {
    const response = await api.call(PRIVILEGES);
    expect(response.status).toBe(403);
    expect(response.headers.get(CORRELATION_ID_HEADER)).toMatch(/^mock-api-/);
    expect(await response.json()).toEqual({ errors: { Error: "You do not have administrator privileges." } });
  });

  it("refuses admin tokens with 403 before looking at the body", async () => {
    const bodies: Record<string, number>[] = [{ user_id: DEMO_USER_ID }, {}];
    for (const form of bodies) {
      const response = await api.call(ADMIN_TOKEN, { method: "POST", form });
      expect(response.status).toBe(403);
      expect(((await response.json()) as ErrorBody).errors.Error).toBe("Only administrators may act as other users.");
    }
  });
});

describe("admin status in saved state (the browser mock)", () => {
  const memoryStorage = (): StateStorage => {
    const items = new Map<string, string>();
    return { getItem: (k) => items.get(k) ?? null, setItem: (k, v) => void items.set(k, v), removeItem: (k) => void items.delete(k) };
  };
  const privilegesStatus = async (api: ReturnType<typeof createMockApi>) =>
    (await getResponse(api.handlers, new Request(`http://mock.test/v1${PRIVILEGES}`, { headers: { apikey: MOCK_API_KEY } })))?.status;

  it.each([
    ["demo", 200],
    ["empty", 403],
  ] as const)("a %s store restored from a save answers privileges with %i", async (preset, status) => {
    const persistence = createStatePersistence(memoryStorage(), `default|${preset}`);
    persistence.save(createMockStore({ preset, clock: manualClock() }).snapshot());
    const restored = createMockApi({ baseUrl: "http://mock.test/v1", clock: manualClock(), initialState: persistence.load() });
    expect(restored.store.state.seedPreset).toBe(preset);
    expect(await privilegesStatus(restored)).toBe(status);
  });

  it("drops state saved before admin status was modelled (version 1) and seeds afresh", () => {
    const storage = memoryStorage();
    const { userIsAdmin: _, ...older } = createMockStore({ preset: "demo", clock: manualClock() }).snapshot();
    storage.setItem("k", JSON.stringify({ key: "s", state: { ...older, version: 1 } }));
    expect(createStatePersistence(storage, "s", "k").load()).toBeUndefined();
  });
});
