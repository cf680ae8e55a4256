import { getResponse } from "msw";
import { describe, expect, it, vi } from "vitest";
import { MOCK_API_KEY, MOCK_STORAGE_KEY } from "../src/constants.js";
import { createPersistedMockApi } from "../src/persistedMockApi.js";
import { createStatePersistence, type StateStorage } from "../src/persistence.js";
import { manualClock } from "../src/store/clock.js";
import { checkSavedState } from "../src/store/stateSchema.js";
import { createMockStore } from "../src/store/store.js";

function memoryStorage(): StateStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (k) => items.get(k) ?? null,
    setItem: (k, v) => void items.set(k, v),
    removeItem: (k) => void items.delete(k),
  };
}

describe("browser persistence", () => {
  it("restores a store exactly, PRNG included, so ids continue the same sequence", () => {
    const storage = memoryStorage();
    const persistence = createStatePersistence(storage, "default|demo");
    const original = createMockStore({ preset: "demo", clock: manualClock() });
    original.state.user.profile_data.first_name = "Changed";
    original.rng.uuid();
    persistence.save(original.snapshot());

    const restored = createMockStore({ clock: manualClock(), initialState: persistence.load() });
    expect(restored.state.user.profile_data.first_name).toBe("Changed");
    expect(restored.rng.uuid()).toBe(original.rng.uuid());
  });

  it("ignores state saved for another configuration or preset, without a warning", () => {
    const storage = memoryStorage();
    const warn = vi.fn();
    createStatePersistence(storage, "default|demo").save(createMockStore({ clock: manualClock() }).snapshot());
    expect(createStatePersistence(storage, "metal|demo", MOCK_STORAGE_KEY, warn).load()).toBeUndefined();
    expect(warn).not.toHaveBeenCalled();
  });

  it("ignores state of another version and unreadable entries, saying why", () => {
    const storage = memoryStorage();
    const warn = vi.fn<(message: string) => void>();
    const persistence = createStatePersistence(storage, "s", "k", warn);
    storage.setItem("k", JSON.stringify({ key: "s", state: { version: 0 } }));
    expect(persistence.load()).toBeUndefined();
    storage.setItem("k", "{not json");
    expect(persistence.load()).toBeUndefined();
    expect(warn.mock.calls.map(([message]) => message)).toEqual([
      expect.stringMatching(/^The mock API's saved state cannot be used \(version: .+\); it was discarded and the mock starts again from its seed data\.$/),
      expect.stringContaining("(not valid JSON)"),
    ]);
  });

  it("clears on reset and survives a storage that refuses writes or reads", () => {
    const storage = memoryStorage();
    const persistence = createStatePersistence(storage, "s", "k");
    persistence.save(createMockStore({ clock: manualClock() }).snapshot());
    persistence.clear();
    expect(storage.items.size).toBe(0);
    const refuse = () => {
      throw new Error("SecurityError");
    };
    const full = createStatePersistence({ ...storage, setItem: refuse }, "s");
    expect(() => full.save(createMockStore({ clock: manualClock() }).snapshot())).not.toThrow();
    expect(createStatePersistence({ ...storage, getItem: refuse }, "s").load()).toBeUndefined();
  });

  it.each(["empty", "demo"] as const)("accepts every state it saves (%s preset, both configurations)", (preset) => {
    for (const configName of ["default", "metal"] as const) {
      const saved: unknown = JSON.parse(JSON.stringify(createMockStore({ preset, configName, clock: manualClock() }).snapshot()));
      expect(checkSavedState(saved)).toEqual({ ok: true, state: saved });
    }
  });
});

type Saved = { key: string; state: Record<string, unknown> & { vms: Record<string, unknown>[]; user: Record<string, unknown>; billingAccounts: Record<string, unknown>[] } };

/** A valid saved entry for the demo preset, as the browser mock writes it. */
function validEntry(): Saved {
  const storage = memoryStorage();
  createPersistedMockApi({ storage, baseUrl: "/v1", preset: "demo", stateKey: "warren", clock: manualClock() });
  return JSON.parse(storage.getItem(MOCK_STORAGE_KEY) ?? "") as Saved;
}

/** Saved state as a browser may hold it after a bug, an old version, another tab or a hand edit. */
const corruptions: [string, (entry: Saved) => string][] = [
  ["invalid JSON", () => "{not json"],
  ["JSON cut off half way", (entry) => JSON.stringify(entry).slice(0, 500)],
  ["null instead of the entry", () => "null"],
  ["an array instead of the entry", () => "[]"],
  ["a string instead of the entry", () => JSON.stringify("state")],
  ["the state missing", (entry) => JSON.stringify({ key: entry.key })],
  ["the state null", (entry) => JSON.stringify({ key: entry.key, state: null })],
  ["the state an array", (entry) => JSON.stringify({ key: entry.key, state: [entry.state] })],
  ["another version", (entry) => JSON.stringify({ ...entry, state: { ...entry.state, version: 2 } })],
  ["no version", (entry) => JSON.stringify({ ...entry, state: { ...entry.state, version: undefined } })],
  ["the VMs an object instead of a list", (entry) => JSON.stringify({ ...entry, state: { ...entry.state, vms: { 0: entry.state.vms[0] } } })],
  ["the VMs missing", (entry) => JSON.stringify({ ...entry, state: { ...entry.state, vms: undefined } })],
  ["a VM that is null", (entry) => JSON.stringify({ ...entry, state: { ...entry.state, vms: [null, ...entry.state.vms] } })],
  ["a VM whose name is a number", (entry) => JSON.stringify({ ...entry, state: { ...entry.state, vms: entry.state.vms.map((vm) => ({ ...vm, name: 42 })) } })],
  ["the user null", (entry) => JSON.stringify({ ...entry, state: { ...entry.state, user: null } })],
  ["the user's profile a list", (entry) => JSON.stringify({ ...entry, state: { ...entry.state, user: { ...entry.state.user, profile_data: [] } } })],
  ["a next id beyond the safe integers", (entry) => JSON.stringify({ ...entry, state: { ...entry.state, nextId: 2 ** 60 } })],
  ["a number too big for JSON to hold (Infinity)", (entry) => JSON.stringify(entry).replace(/"errorCount":\d+/, '"errorCount":1e999')],
  ["a credit amount that is a string", (entry) => JSON.stringify({ ...entry, state: { ...entry.state, billingAccounts: entry.state.billingAccounts.map((a) => ({ ...a, credit_amount: "lots" })) } })],
];

describe("saved state of the wrong shape", () => {
  it("has nineteen kinds of corruption to try", () => {
    expect(corruptions).toHaveLength(19);
  });

  it.each(corruptions)("%s: discarded with a warning, and the mock works again on seeded data", async (_kind, corrupt) => {
    const storage = memoryStorage();
    storage.setItem(MOCK_STORAGE_KEY, corrupt(validEntry()));
    const warn = vi.fn();
    const api = createPersistedMockApi({ storage, baseUrl: "/v1", preset: "demo", stateKey: "warren", clock: manualClock(), warn });

    expect(warn).toHaveBeenCalledOnce();
    expect(warn.mock.calls[0]?.[0]).toMatch(/^The mock API's saved state cannot be used \(.+\); it was discarded/);
    const call = async (path: string) => {
      const response = await getResponse(api.handlers, new Request(`http://mock.test/v1${path}`, { headers: { apikey: MOCK_API_KEY } }));
      return { status: response?.status, body: (await response?.json()) as unknown };
    };
    expect(await call("/config/ui/config")).toEqual({ status: 200, body: expect.objectContaining({ siteName: expect.any(String) }) });
    const vms = await call("/tll/user-resource/vm/list");
    expect(vms.status).toBe(200);
    expect((vms.body as unknown[]).length).toBeGreaterThan(0);

    // The broken entry is gone: the seed was saved over it, and the next load restores it without a warning.
    expect(checkSavedState((JSON.parse(storage.getItem(MOCK_STORAGE_KEY) ?? "") as Saved).state).ok).toBe(true);
    const again = vi.fn();
    createPersistedMockApi({ storage, baseUrl: "/v1", preset: "demo", stateKey: "warren", clock: manualClock(), warn: again });
    expect(again).not.toHaveBeenCalled();
  });

  it("keeps state it can use, changes included", async () => {
    const storage = memoryStorage();
    const first = createPersistedMockApi({ storage, baseUrl: "/v1", preset: "demo", stateKey: "warren", clock: manualClock() });
    first.store.state.user.profile_data.first_name = "Kept";
    first.save();
    const warn = vi.fn();
    const second = createPersistedMockApi({ storage, baseUrl: "/v1", preset: "demo", stateKey: "warren", clock: manualClock(), warn });
    expect(second.store.state.user.profile_data.first_name).toBe("Kept");
    expect(warn).not.toHaveBeenCalled();
    second.reset();
    expect(second.store.state.user.profile_data.first_name).not.toBe("Kept");
    expect((JSON.parse(storage.getItem(MOCK_STORAGE_KEY) ?? "") as Saved).state.user).toEqual(second.store.snapshot().user);
  });
});
