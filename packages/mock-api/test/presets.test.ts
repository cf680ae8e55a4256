import { getResponse } from "msw";
import { describe, expect, it } from "vitest";
import { createMockApi } from "../src/api.js";
import { MOCK_API_KEY, MOCK_FAULT_PRESETS, MOCK_SEED_PRESETS } from "../src/constants.js";
import { DOCUMENTED_FAILURES } from "../src/faults.js";
import { metalInvariantProblems } from "../src/handlers/metal.js";
import { parsePreset } from "../src/presets.js";
import { seedState } from "../src/seeds/index.js";
import { LARGE_PRESET_COUNTS } from "../src/seeds/large.js";
import { manualClock } from "../src/store/clock.js";

const NOW = Date.UTC(2026, 0, 15, 12);
const request = (path: string, init: RequestInit = {}) =>
  new Request(`http://mock.test/v1${path}`, { ...init, headers: { apikey: MOCK_API_KEY, ...(init.headers as Record<string, string>) } });

describe("seed presets", () => {
  it.each(MOCK_SEED_PRESETS)("%s loads with consistent metal machines", (preset) => {
    const state = seedState({ preset, configName: "default", now: NOW });
    expect(state.seedPreset).toBe(preset);
    expect(metalInvariantProblems(state)).toEqual([]);
  });

  it("is deterministic: the same preset and time give the same state", () => {
    expect(seedState({ preset: "demo", configName: "default", now: NOW })).toEqual(seedState({ preset: "demo", configName: "default", now: NOW }));
  });

  it("gives an empty account nothing but the user", () => {
    const state = seedState({ preset: "empty", configName: "default", now: NOW });
    expect([state.billingAccounts, state.vms, state.tokens, state.buckets, state.invoices]).toEqual([[], [], [], [], []]);
  });

  it("gives the demo account resources in several locations and states", () => {
    const state = seedState({ preset: "demo", configName: "default", now: NOW });
    expect(state.billingAccounts.length).toBeGreaterThanOrEqual(3);
    expect(new Set(state.vms.map((v) => v.location)).size).toBeGreaterThanOrEqual(3);
    expect(new Set(state.vms.map((v) => v.status))).toEqual(new Set(["running", "stopped", "creating"]));
    expect(new Set(state.invoices.map((i) => i.status))).toEqual(new Set([0, 5, 10]));
    for (const list of [state.buckets, state.ips, state.networks, state.loadBalancers, state.services, state.tokens, state.delegations, state.cards]) {
      expect(list.length).toBeGreaterThan(0);
    }
  });

  it("gives the large preset 10,000 VMs and thousands of other resources", () => {
    const state = seedState({ preset: "large", configName: "default", now: NOW });
    expect(state.vms.length).toBeGreaterThanOrEqual(LARGE_PRESET_COUNTS.vms);
    expect(state.ips.length).toBeGreaterThanOrEqual(LARGE_PRESET_COUNTS.ips);
    expect(state.buckets.length).toBeGreaterThanOrEqual(LARGE_PRESET_COUNTS.buckets);
  });

  it("keeps metal-only sites to their one location", () => {
    const state = seedState({ preset: "demo", configName: "metal", now: NOW });
    expect(new Set(state.metalMachines.map((m) => m.location))).toEqual(new Set(["tll"]));
  });
});

describe("parsePreset", () => {
  it.each([
    [undefined, { seed: "demo", faults: [] }],
    ["empty", { seed: "empty", faults: [] }],
    ["slow", { seed: "demo", faults: ["slow"] }],
    ["empty+slow+flaky", { seed: "empty", faults: ["slow", "flaky"] }],
  ])("%s -> %j", (preset, expected) => {
    expect(parsePreset(preset)).toEqual(expected);
  });

  it("names the valid presets when given an unknown one", () => {
    expect(() => parsePreset("busy")).toThrow(/Unknown mock preset "busy".*empty, demo, large.*offline/);
  });
});

describe("fault presets", () => {
  const api = (preset: string) => createMockApi({ baseUrl: "/v1", preset, clock: manualClock(NOW), faultOptions: { latencyMs: [30, 30], flakyRate: 0.5 } });

  it("covers every fault named by the constants", () => {
    expect([...MOCK_FAULT_PRESETS].sort()).toEqual(["errors", "flaky", "html", "offline", "slow"]);
  });

  it("offline: every call fails as a network error", async () => {
    const response = await getResponse(api("offline").handlers, request("/config/ui/config"));
    expect(response?.type).toBe("error");
  });

  it("slow: answers after the latency", async () => {
    const started = Date.now();
    const response = await getResponse(api("slow").handlers, request("/config/ui/config"));
    expect(response?.status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(25);
  });

  it("flaky: some calls get 502s or dropped connections, others succeed", async () => {
    const { handlers } = api("flaky");
    const outcomes = new Set<string>();
    for (let i = 0; i < 40; i++) {
      const response = await getResponse(handlers, request("/config/ui/config"));
      outcomes.add(response?.type === "error" ? "drop" : String(response?.status));
    }
    expect(outcomes).toEqual(new Set(["drop", "502", "200"]));
  });

  it("html: answers HTML where JSON is expected", async () => {
    const response = await getResponse(api("html").handlers, request("/payment/billing_account/list"));
    expect(response?.headers.get("content-type")).toContain("text/html");
    expect(await response?.text()).toMatch(/^<!DOCTYPE html>/);
  });

  it("errors: every documented 500 message is reachable", async () => {
    const { handlers } = api("errors");
    for (const failure of DOCUMENTED_FAILURES) {
      const path = failure.path.source
        .replace(/\\\//g, "/")
        .replace(/\[\^\/\]\+/g, "x")
        .replace(/\(link\/send_data\|credit\/buy\)/, "credit/buy")
        .replace(/^\/user-resource\/(vm|host_pool)/, "/tll/user-resource/$1")
        .replace(/^\/metal/, "/tll/metal")
        .replace(/\$$/, "");
      const response = await getResponse(handlers, request(path, { method: failure.method }));
      expect(response?.status, `${failure.method} ${path}`).toBe(500);
      expect(await response?.json()).toEqual({ errors: { Error: failure.message } });
      expect(response?.headers.get("x-correlation-id")).toMatch(/^mock-api-[0-9a-f]{6}$/);
    }
  });
});
