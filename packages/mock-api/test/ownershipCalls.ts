// What the ownership test sends: the calls that aim at another user's records, their types, and the records of the
// demo preset they are aimed from (test/ownership.test.ts).
import type { OperationKey, OperationOf, paths } from "@cloudconsole/sdk";
import { MOCK_API_KEY } from "../src/constants.js";
import type { MockState } from "../src/store/state.js";
import type { Neighbour } from "./neighbour.js";

/** A request against the API: the path (location filled in), then query, form or JSON fields. */
export type Call = { path: string; query?: Record<string, string | number>; form?: Record<string, string | number>; json?: unknown };

// What fields an operation's request has (path, query and body), to find the ones that name a record.
type Keys<T> = [T] extends [never] ? never : T extends object ? keyof T : never;
type Operation<K> = K extends `${infer M extends "get" | "put" | "post" | "delete" | "patch"} ${infer P extends keyof paths}` ? OperationOf<P, M> : never;
type Parameters<K> = Operation<K> extends { parameters: infer P } ? P : never;
type PathFields<K> = Parameters<K> extends { path?: infer P } ? Exclude<Keys<NonNullable<P>>, "location"> : never;
type QueryFields<K> = Parameters<K> extends { query?: infer Q } ? Keys<NonNullable<Q>> : never;
type BodyFields<K> = Operation<K> extends { requestBody?: infer B } ? (NonNullable<B> extends { content: infer C } ? Keys<C[keyof C]> : never) : never;
/** The request fields of operation `K` that name a record by id, uuid, address or key. */
type RecordFields<K> = Extract<PathFields<K> | QueryFields<K> | BodyFields<K>, "id" | "uuid" | "address" | "access_key" | `${string}_id` | `${string}_uuid`>;

/**
 * How each operation is checked. Calls aimed at the other user's records must all be refused. An operation that
 * touches no record of its caller says why; one whose request names records must also list those fields and why
 * they name nothing of the caller's, so a new operation cannot be waved through by mistake.
 */
export type Check<K extends OperationKey> =
  | readonly Call[]
  | ([RecordFields<K>] extends [never] ? { none: string } : { none: string; namesNothingOwned: readonly RecordFields<K>[] });

/** How a read that lists only the caller's records is classified; the listing test checks what it shows. */
export const CALLERS_LIST = { none: "lists only the caller's records (see the listing test)" };

/** How every operation of the contract is checked. */
export type OwnershipChecks = { [K in OperationKey]: Check<K> };

/** A table of checks for some operations, each typed by its operation (the keys are inferred from the table). */
export const checksOf = <K extends OperationKey>(table: { [P in K]: Check<P> }): { [P in K]: Check<P> } => table;

/** The caller's and the other user's records, and the calls built from them, that the check tables use. */
export function ownershipContext(s: MockState, n: Neighbour) {
  const own = {
    account: must(s.billingAccounts.find((a) => a.is_default), "a default billing account"),
    vm: must(s.vms.find((v) => v.location === "tll" && v.status === "running"), "a running VM in tll"),
    ip: must(s.ips.find((i) => i.location === "tll" && !i.assigned_to && i.user_id === s.user.id), "a spare IP in tll"),
    lb: must(s.loadBalancers.find((l) => l.user_id === s.user.id), "a load balancer"),
    firewall: must(s.firewalls?.find((f) => f.location === "tll" && f.user_id === s.user.id), "a firewall in tll"),
    network: must(s.networks.find((x) => x.location === "tll" && x.user_id === s.user.id && !x.is_default), "a second network in tll"),
    service: must(s.services.find((x) => x.user_id === s.user.id), "a service"),
    token: must(s.tokens.find((t) => t.user_id === s.user.id), "a token"),
    disk: must(s.blockDisks?.find((d) => d.location === "tll" && d.user_id === s.user.id), "a block storage disk in tll"),
    delegation: must(s.delegations.find((d) => d.owner_id === s.user.id), "a delegation"),
  };
  const theirs = { billing_account_id: n.account.id };
  const vm = (extra: Record<string, string | number> = {}) => ({ uuid: n.vm.uuid, ...extra });
  const lb = `/tll/network/load_balancers/${n.lb.uuid}`;
  const firewall = `/tll/network/firewalls/${n.firewall.uuid}`;
  const ownFirewall = `/tll/network/firewalls/${own.firewall.uuid}`;
  /** A VM call on the other user's firewall (with `vm`), then on ours with their VM; the VM in the query or a JSON body. */
  const firewallCalls = (call: string, send: "query" | "json", vm: string): Call[] =>
    [
      [`${firewall}/${call}`, vm],
      [`${ownFirewall}/${call}`, n.vm.uuid],
    ].map(([path = "", vmUuid = ""]) => (send === "query" ? { path, query: { vm_uuid: vmUuid } } : { path, json: { vm_uuid: vmUuid } }));
  const catalogue = { none: "a catalogue, the same for everyone" };
  const list = CALLERS_LIST;
  const mine = { none: "acts on the signed-in user only" };
  const vmCreate = { name: "x", os_name: "ubuntu", os_version: "24.04", vcpu: 1, ram: 1024, disks: 20 };
  return { s, n, own, theirs, vm, lb, firewall, ownFirewall, firewallCalls, catalogue, list, mine, vmCreate };
}

export type OwnershipContext = ReturnType<typeof ownershipContext>;

export function must<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`the demo preset should have ${what}`);
  return value;
}

/** The request a check's call sends for an operation. */
export function toRequest(operationKey: string, call: Call): Request {
  const method = (operationKey.split(" ")[0] ?? "get").toUpperCase();
  const url = new URL(`http://mock.test/v1${call.path}`);
  for (const [k, v] of Object.entries(call.query ?? {})) url.searchParams.set(k, String(v));
  const headers = new Headers({ apikey: MOCK_API_KEY });
  let body: string | undefined;
  if (call.json !== undefined) {
    body = JSON.stringify(call.json);
    headers.set("content-type", "application/json");
  } else if (call.form) {
    body = new URLSearchParams(Object.entries(call.form).map(([k, v]) => [k, String(v)])).toString();
    headers.set("content-type", "application/x-www-form-urlencoded");
  }
  return new Request(url, { method, headers, ...(body !== undefined ? { body } : {}) });
}
