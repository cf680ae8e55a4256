import { operationMeta, type OperationKey } from "@cloudconsole/sdk";
import { getResponse } from "msw";
import { describe, expect, it } from "vitest";
import { createMockApi } from "../src/api.js";
import { manualClock } from "../src/store/clock.js";
import type { MockState } from "../src/store/state.js";
import { addNeighbour, neighbourMarkers, type Neighbour } from "./neighbour.js";
import { accountChecks } from "./ownershipAccountChecks.js";
import { CALLERS_LIST, ownershipContext, toRequest, type OwnershipChecks } from "./ownershipCalls.js";
import { resourceChecks } from "./ownershipResourceChecks.js";

/** Every operation of the contract, aimed at the other user's records where it takes one. */
function checks(s: MockState, n: Neighbour): OwnershipChecks {
  const context = ownershipContext(s, n);
  return { ...accountChecks(context), ...resourceChecks(context) };
}

/** A demo store with another user's records in it, and the handlers over it. */
function setup() {
  const api = createMockApi({ baseUrl: "/v1", preset: "demo", clock: manualClock() });
  const neighbour = addNeighbour(api.store);
  return { ...api, neighbour };
}

/** The state without the error counter (each refusal takes a new correlation id). */
const comparable = ({ errorCount: _errors, ...state }: MockState) => state;

const keys = Object.keys(operationMeta) as OperationKey[];
const { store: sample, neighbour: sampleNeighbour } = setup();
const table = checks(sample.state, sampleNeighbour);
const refusals = keys.flatMap((key) => {
  const check = table[key];
  return "none" in check ? [] : check.map((_, index) => [key, index] as const);
});

describe("every handler checks that the caller owns what it touches", () => {
  it("classifies every operation of the contract", () => {
    expect(keys.filter((key) => !(key in table))).toEqual([]);
    expect(Object.keys(table).filter((key) => !(key in operationMeta))).toEqual([]);
  });

  it.each(refusals)("%s (call %i) refuses another user's record, and changes nothing", async (key, index) => {
    const { store, handlers, neighbour } = setup();
    const check = checks(store.state, neighbour)[key];
    const call = "none" in check ? undefined : check[index];
    if (!call) throw new Error(`no call ${index} for ${key}`);
    const before = structuredClone(comparable(store.state));
    const request = toRequest(key, call);
    const sent = `${request.url} ${JSON.stringify(call.form ?? call.json ?? {})}`;
    const response = await getResponse(handlers, request);
    const text = (await response?.text()) ?? "";
    expect([403, 404], text).toContain(response?.status);
    expect(Object.keys((JSON.parse(text) as { errors?: object }).errors ?? {}), text).not.toEqual([]);
    for (const marker of neighbourMarkers(neighbour).filter((m) => !sent.includes(m))) expect(text, marker).not.toContain(marker);
    expect(comparable(store.state)).toEqual(before);
  });
});

/**
 * What each listing of the caller's records must show: every such record of the demo preset (in tll where the
 * listing is per location), taken before the other user's records are added.
 */
const ownListed: Record<string, (s: MockState) => string[]> = {
  "get /payment/billing_account/list": (s) => s.billingAccounts.map((a) => a.title),
  "get /storage/user/keys": (s) => s.s3Keys.map((k) => k.accessKey),
  "get /user-resource/ssh_keys": (s) => (s.sshKeys ?? []).map((k) => k.uuid),
  "get /user-resource/user/keys": (s) => (s.sshKeys ?? []).map((k) => k.uuid),
  "get /{location}/storage/disks": (s) => (s.blockDisks ?? []).filter((d) => d.location === "tll").map((d) => d.uuid),
  "get /user-resource/access_group": (s) => s.delegations.map((d) => d.name),
  "get /user-resource/impersonation": (s) => s.receivedImpersonations.map((i) => i.uuid),
  "get /user-resource/service/packages": (s) => s.services.filter((x) => !x.is_deleted).map((x) => x.uuid),
  "get /user-resource/token/list": (s) => s.tokens.map((t) => t.token),
  "get /{location}/metal/leases": (s) => s.metalLeases.filter((l) => l.location === "tll" && l.status !== "released").map((l) => l.uuid),
  "get /{location}/network/firewalls": (s) => (s.firewalls ?? []).filter((f) => f.location === "tll").map((f) => f.uuid),
  "get /{location}/network/load_balancers": (s) => s.loadBalancers.filter((l) => l.location === "tll" && !l.is_deleted).map((l) => l.uuid),
  "get /{location}/network/networks": (s) => s.networks.filter((x) => x.location === "tll").map((x) => x.uuid),
  "get /{location}/user-resource/vm/list": (s) => s.vms.filter((v) => v.location === "tll" && v.status !== "deleted").map((v) => v.uuid),
};

describe("listings show the caller's records and none of another user's", () => {
  // Reads that name no record: catalogues, settings, the caller's own lists. Those whose query names a record are
  // refused above when it is the other user's.
  const listings = keys.filter((key) => key.startsWith("get ") && !key.replace("{location}", "").includes("{") && "none" in table[key]);
  const callersLists = keys.filter((key) => table[key] === CALLERS_LIST);

  it("know what each list of the caller's records must show", () => {
    expect(Object.keys(ownListed).sort()).toEqual([...callersLists].sort());
  });

  it.each(listings)("%s", async (key) => {
    const api = createMockApi({ baseUrl: "/v1", preset: "demo", clock: manualClock() });
    const own = ownListed[key]?.(api.store.state) ?? [];
    const neighbour = addNeighbour(api.store);
    const path = key.slice("get ".length).replace("{location}", "tll");
    const response = await getResponse(api.handlers, toRequest(key, { path }));
    const text = (await response?.text()) ?? "";
    expect(response?.status, text).toBe(200);
    for (const record of own) expect(text, record).toContain(record);
    for (const marker of neighbourMarkers(neighbour)) expect(text, marker).not.toContain(marker);
  });

  it.each(Object.keys(ownListed))("%s has records of the caller's in the demo preset to show", (key) => {
    const { store } = createMockApi({ baseUrl: "/v1", preset: "demo", clock: manualClock() });
    expect(ownListed[key]?.(store.state)).not.toEqual([]);
  });
});
