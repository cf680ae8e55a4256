import { QueryClient } from "@tanstack/query-core";
import { beforeAll, describe, expect, expectTypeOf, it } from "vitest";
import { bundleContract, queryLayerModel } from "../scripts/generate.mjs";
import { memberName, type ModelDomain } from "../scripts/query-emitter.mjs";
import { createApiClient, type ApiClient, type VirtualMachine } from "../src/index.js";
import * as query from "../src/query/index.js";
import { billingKeys, invalidateAfter, metalKeys, metalMutations, networkKeys, queryKeys, vmKeys, vmMutations, vmQueries } from "../src/query/index.js";

interface Call {
  method: string;
  url: URL;
  body: string | undefined;
}

/** A client over an injected fetch that records every call and answers `[]` (or a PDF for binary calls). */
function recordingClient(answer: unknown = []): { client: ApiClient; calls: Call[] } {
  const calls: Call[] = [];
  const fetch = async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : input);
    calls.push({ method: init?.method ?? "GET", url, body: typeof init?.body === "string" ? init.body : undefined });
    if (url.pathname.endsWith("/pdf")) return new Response(new Blob(["%PDF"]), { headers: { "content-type": "application/pdf" } });
    return Response.json(answer);
  };
  return { client: createApiClient({ baseUrl: "http://api.test/v1", fetch, validate: false }), calls };
}

const pathValue = (name: string) => (name === "location" ? "tll" : `${name}-1`);
const fill = (path: string) => path.replace(/\{([^}]+)\}/g, (_match, name: string) => pathValue(name));
type AnyFactory = (...args: unknown[]) => Record<string, unknown>;
const factories = query as unknown as Record<string, Record<string, AnyFactory>>;

let domains: ModelDomain[];
beforeAll(async () => {
  domains = queryLayerModel(await bundleContract());
});

describe("query layer model", () => {
  it("covers every operation of the contract once", async () => {
    const count = domains.reduce((sum, domain) => sum + domain.queries.length + domain.mutations.length, 0);
    const document = await bundleContract();
    const operations = Object.values(document.paths).reduce((sum, item) => sum + Object.keys(item).filter((key) => key !== "parameters").length, 0);
    expect(count).toBe(operations);
    expect(domains.map((domain) => domain.name)).toEqual(["auth", "billing", "config", "delegation", "metal", "network", "services", "storage", "tokens", "user", "vm"]);
  });

  it.each([
    ["listVms", "vm", true, "list"],
    ["listVmInterfaces", "vm", true, "interfaces"],
    ["startVm", "vm", false, "start"],
    ["resizeVmDisk", "vm", false, "resizeDisk"],
    ["listMetalLeases", "metal", true, "leases"],
    ["getCurrentPrices", "config", true, "currentPrices"],
    ["listTokens", "tokens", true, "list"],
    ["deleteToken", "tokens", false, "delete"],
    ["createBillingAccount", "billing", false, "createBillingAccount"],
  ])("names %s in %s as %s", (operationId, domain, isQuery, name) => {
    expect(memberName(operationId, domain, isQuery)).toBe(name);
  });
});

describe("query keys", () => {
  it("go from general to specific", () => {
    expect(vmKeys.all).toEqual(["vm"]);
    expect(vmKeys.list("tll")).toEqual(["vm", "list", "tll"]);
    expect(vmKeys.interfaces("tll", "uuid-1")).toEqual(["vm", "interfaces", "tll", "uuid-1"]);
    expect(billingKeys.cards({ billing_account_id: 6 })).toEqual(["billing", "cards", { billing_account_id: 6 }]);
    expect(billingKeys.cards()).toEqual(["billing", "cards"]);
  });

  it("every key starts with its domain's `all`, then its name, then each variable of the fetch", () => {
    for (const domain of domains) {
      const keys = (queryKeys as unknown as Record<string, Record<string, unknown>>)[domain.name];
      expect(keys?.all).toEqual([domain.name]);
      for (const q of domain.queries) {
        const factory = keys?.[q.name] as (...args: unknown[]) => unknown[];
        const pathArgs = q.params.path.map(pathValue);
        const withQuery = q.params.query.length > 0 ? [Object.fromEntries(q.params.query.map((name) => [name, `q-${name}`]))] : [];
        const key = factory(...pathArgs, ...withQuery);
        expect(key, q.op.key).toEqual([domain.name, q.name, ...pathArgs, ...withQuery]);
        // A shorter key (fewer variables) is a prefix of the longer one, so it can invalidate every variant.
        expect(key.slice(0, key.length - withQuery.length), q.op.key).toEqual(factory(...pathArgs));
      }
    }
  });

  it("match hierarchically in a QueryClient: invalidating a prefix reaches the specific queries only", async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(vmKeys.list("tll"), []);
    queryClient.setQueryData(vmKeys.list("jhv"), []);
    queryClient.setQueryData(vmKeys.interfaces("tll", "u1"), []);
    queryClient.setQueryData(billingKeys.cards({ billing_account_id: 6 }), []);
    await queryClient.invalidateQueries({ queryKey: vmKeys.list("tll") });
    const stale = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
    expect([stale(vmKeys.list("tll")), stale(vmKeys.list("jhv")), stale(vmKeys.interfaces("tll", "u1"))]).toEqual([true, false, false]);
    await queryClient.invalidateQueries({ queryKey: billingKeys.cards() });
    expect(stale(billingKeys.cards({ billing_account_id: 6 }))).toBe(true);
    await queryClient.invalidateQueries({ queryKey: vmKeys.all });
    expect(stale(vmKeys.interfaces("tll", "u1"))).toBe(true);
  });
});

describe("query options", () => {
  it("each factory fetches its own path with its variables, and uses its key", async () => {
    for (const domain of domains) {
      for (const q of domain.queries) {
        const { client, calls } = recordingClient();
        const factory = factories[`${domain.name}Queries`]?.[q.name];
        expect(factory, `${domain.name}Queries.${q.name}`).toBeTypeOf("function");
        const queryParams = q.params.query.length > 0 ? [Object.fromEntries(q.params.query.map((name) => [name, `q-${name}`]))] : [];
        const options = factory?.(client, ...q.params.path.map(pathValue), ...queryParams) as {
          queryKey: unknown[];
          queryFn: (context: { signal: AbortSignal; queryKey: unknown[] }) => Promise<unknown>;
        };
        expect(options.queryKey).toEqual([domain.name, q.name, ...q.params.path.map(pathValue), ...queryParams]);
        await options.queryFn({ signal: new AbortController().signal, queryKey: options.queryKey });
        expect(calls.map((call) => `${call.method} ${call.url.pathname}`), q.op.key).toEqual([`GET /v1${fill(q.op.path)}`]);
        for (const name of q.params.query) expect(calls[0]?.url.searchParams.get(name), `${q.op.key} ?${name}`).toBe(`q-${name}`);
      }
    }
  });

  it("work with a QueryClient and keep the data type on the key", async () => {
    const { client, calls } = recordingClient([{ uuid: "u1" }]);
    const queryClient = new QueryClient();
    const options = vmQueries.list(client, "tll");
    await expect(queryClient.fetchQuery(options)).resolves.toEqual([{ uuid: "u1" }]);
    expect(calls[0]?.url.pathname).toBe("/v1/tll/user-resource/vm/list");
    expectTypeOf(queryClient.getQueryData(options.queryKey)).toEqualTypeOf<VirtualMachine[] | undefined>();
  });
});

describe("mutation options", () => {
  it("each factory sends its own method and path, with a key under its domain and invalidations that are query keys", async () => {
    for (const domain of domains) {
      for (const m of domain.mutations) {
        const { client, calls } = recordingClient({});
        const options = factories[`${domain.name}Mutations`]?.[m.name]?.(client) as {
          mutationKey: unknown[];
          mutationFn: (variables: unknown) => Promise<unknown>;
          invalidates: (variables: unknown) => unknown[][];
        };
        expect(options, `${domain.name}Mutations.${m.name}`).toBeDefined();
        expect(options.mutationKey).toEqual([domain.name, m.name]);
        const variables: Record<string, unknown> = Object.fromEntries(m.params.path.map((name) => [name, pathValue(name)]));
        if (m.params.query.length > 0) variables.query = Object.fromEntries(m.params.query.map((name) => [name, `q-${name}`]));
        if (m.hasBody) variables.body = { marker: "x" };
        await options.mutationFn(variables);
        expect(calls.map((call) => `${call.method} ${call.url.pathname}`), m.op.key).toEqual([`${m.op.method.toUpperCase()} /v1${fill(m.op.path)}`]);
        for (const name of m.params.query) expect(calls[0]?.url.searchParams.get(name)).toBe(`q-${name}`);
        // The body is sent exactly when the operation has one.
        expect(calls[0]?.body?.includes("marker") ?? false, m.op.key).toBe(m.hasBody);
        const invalidated = options.invalidates(variables);
        expect(invalidated).toHaveLength(m.invalidates.length);
        invalidated.forEach((key, index) => {
          const target = m.invalidates[index];
          expect(key.slice(0, 2), m.op.key).toEqual([target?.domain, target?.query.name]);
        });
      }
    }
  });

  it("lease and release a bare metal server, then mark that location's leases and specs stale", () => {
    const { client } = recordingClient({});
    for (const options of [metalMutations.createLease(client), metalMutations.releaseLease(client)]) {
      expect(options.invalidates({ location: "tll", uuid: "l1", body: { spec_uuid: "s", display_name: "d", requested_os_id: "o", billing_account_id: 1 } })).toEqual([
        metalKeys.leases("tll"),
        metalKeys.specs("tll"),
      ]);
    }
  });

  it("delete a VM, then mark that location's floating IPs and firewalls stale too (it leaves them)", () => {
    const { client } = recordingClient({});
    const keys = vmMutations.delete(client).invalidates({ location: "tll", body: { uuid: "u1" } });
    expect(keys).toContainEqual(networkKeys.ipAddresses("tll"));
    expect(keys).toContainEqual(networkKeys.firewalls("tll"));
  });

  it("start a VM, then invalidate that location's VM reads (one VM and the list)", async () => {
    const { client, calls } = recordingClient({ success: true });
    const queryClient = new QueryClient();
    queryClient.setQueryData(vmKeys.list("tll"), []);
    queryClient.setQueryData(vmKeys.list("jhv"), []);
    const start = invalidateAfter(queryClient, vmMutations.start(client));
    expect(start.invalidates({ location: "tll", body: { uuid: "u1" } })).toEqual([vmKeys.detail("tll"), vmKeys.list("tll")]);
    const variables = { location: "tll", body: { uuid: "u1" } };
    const data = await start.mutationFn(variables);
    await start.onSuccess(data, variables);
    expect(calls[0]).toMatchObject({ method: "POST", body: "uuid=u1" });
    expect(calls[0]?.url.pathname).toBe("/v1/tll/user-resource/vm/start");
    expect(queryClient.getQueryState(vmKeys.list("tll"))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(vmKeys.list("jhv"))?.isInvalidated).toBe(false);
  });
});
