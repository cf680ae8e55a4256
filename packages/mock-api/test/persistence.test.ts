import { describe, expect, it } from "vitest";
import { createStatePersistence, type StateStorage } from "../src/persistence.js";
import { manualClock } from "../src/store/clock.js";
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

  it("ignores state saved for another configuration or preset", () => {
    const storage = memoryStorage();
    createStatePersistence(storage, "default|demo").save(createMockStore({ clock: manualClock() }).snapshot());
    expect(createStatePersistence(storage, "metal|demo").load()).toBeUndefined();
  });

  it("ignores state of another version and unreadable entries", () => {
    const storage = memoryStorage();
    const persistence = createStatePersistence(storage, "s", "k");
    storage.setItem("k", JSON.stringify({ key: "s", state: { version: 0 } }));
    expect(persistence.load()).toBeUndefined();
    storage.setItem("k", "{not json");
    expect(persistence.load()).toBeUndefined();
  });

  it("clears on reset and survives a storage that refuses writes", () => {
    const storage = memoryStorage();
    const persistence = createStatePersistence(storage, "s", "k");
    persistence.save(createMockStore({ clock: manualClock() }).snapshot());
    persistence.clear();
    expect(storage.items.size).toBe(0);
    const full = createStatePersistence({ ...storage, setItem: () => { throw new Error("QuotaExceededError"); } }, "s");
    expect(() => full.save(createMockStore({ clock: manualClock() }).snapshot())).not.toThrow();
  });
});
