import { beforeEach, describe, expect, it } from "vitest";
import { useTestServer } from "./helpers.js";

// Answers the mock gives because the published platform gives them (facts in packages/sdk/contract/published/facts.json).

const api = useTestServer({ preset: "demo" });
const state = () => api.server.store.state;
const defaultAccount = () => state().billingAccounts.find((a) => a.is_default)?.id;

beforeEach(() => {
  api.server.store.reset();
});

describe("a create that names no billing account bills the default one", () => {
  it("reserves a floating IP by name alone (client-ansible-post-location-network-ip-addresses)", async () => {
    const response = await api.call("/tll/network/ip_addresses", { method: "POST", json: { name: "by-name" } });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { billing_account_id: number }).billing_account_id).toBe(defaultAccount());
  });

  it("creates a load balancer without billing_account_id (client-inspace-kube-post-location-network-load-balancers)", async () => {
    const response = await api.call("/tll/network/load_balancers", { method: "POST", json: { display_name: "lb-default", rules: [{ source_port: 80, target_port: 8080 }], targets: [] } });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { billing_account_id: number }).billing_account_id).toBe(defaultAccount());
  });
});

describe("VM actions answer the state the documentation shows", () => {
  const runningVm = () => state().vms.find((v) => v.location === "tll" && v.status === "running" && v.storage.some((d) => d.replica.length > 0));

  it("answers a clone running (doc-vm-clone-vm), and lists it so", async () => {
    const response = await api.call("/tll/user-resource/vm/clone", { method: "POST", form: { uuid: runningVm()?.uuid ?? "", name: "copy-1" } });
    const clone = (await response.json()) as { uuid: string; status: string };
    expect(clone.status).toBe("running");
    expect(state().vms.find((v) => v.uuid === clone.uuid)?.status).toBe("running");
  });

  it("answers a rebuild from a replica stopped (doc-vm-rebuild-from-replica)", async () => {
    const vm = runningVm();
    const replica = vm?.storage.flatMap((d) => d.replica)[0];
    const response = await api.call("/tll/user-resource/vm/rebuild", { method: "POST", form: { uuid: vm?.uuid ?? "", replica_uuid: replica?.uuid ?? "" } });
    expect(((await response.json()) as { status: string }).status).toBe("stopped");
  });
});

describe("a query parameter without a name", () => {
  it("names no field: a bucket read by `?=<name>` misses the documented name (client-mutashim-go-get-storage-bucket)", async () => {
    const bucket = state().buckets[0]?.name ?? "";
    const response = await api.call(`/storage/bucket?=${bucket}`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("does not exist");
  });
});
