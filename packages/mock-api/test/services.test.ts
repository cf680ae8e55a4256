import { SERVICE_MULTI_NODE_VMS } from "@cloudconsole/sdk";
import { describe, expect, it } from "vitest";
import { LIFECYCLE_MS } from "../src/store/lifecycles.js";
import { useTestServer } from "./helpers.js";

interface Package {
  uuid: string;
  status: string;
  properties: { location: string };
  resources: { resource_id: string; resource_allocation: { status?: string } }[];
}

describe("the managed-service lifecycle", () => {
  const api = useTestServer({ preset: "demo" });
  const packages = async () => (await (await api.call("/user-resource/service/packages")).json()) as Package[];
  const orders = async () => {
    const found = (await packages())[0];
    if (!found) throw new Error("the demo preset should have a managed service");
    return found;
  };

  it("creates a service that runs once its creation is due", async () => {
    const [account] = (await (await api.call("/payment/billing_account/list")).json()) as { id: number }[];
    const form = { billing_account_id: account?.id ?? 0, display_name: "db", service: "postgresql", version: "16", vm_cpu: 2, vm_ram: 2048, vm_disk_gb: 20 };
    const created = (await (await api.call("/user-resource/service/package", { method: "POST", form })).json()) as Package;
    expect(created.status).toBe("creating");
    api.clock.advance(LIFECYCLE_MS.serviceCreate);
    expect((await packages()).find((p) => p.uuid === created.uuid)?.status).toBe("active");
  });

  it("runs a multi-node service on SERVICE_MULTI_NODE_VMS VMs of the chosen size", async () => {
    const [account] = (await (await api.call("/payment/billing_account/list")).json()) as { id: number }[];
    const form = { billing_account_id: account?.id ?? 0, display_name: "db-ha", service: "postgresql", version: "16", is_multi_node: true, vm_cpu: 2, vm_ram: 2048, vm_disk_gb: 20 };
    const created = (await (await api.call("/user-resource/service/package", { method: "POST", form })).json()) as Package & { is_multi_node: boolean };
    expect(created.is_multi_node).toBe(true);
    expect(created.resources).toHaveLength(SERVICE_MULTI_NODE_VMS);
    expect(new Set(created.resources.map((resource) => resource.resource_id)).size).toBe(SERVICE_MULTI_NODE_VMS);
    expect(created.resources.map((resource) => resource.resource_allocation)).toEqual(Array(SERVICE_MULTI_NODE_VMS).fill(expect.objectContaining({ vcpu: 2, memory: 2048 })));
  });

  it("stops a resource through 'stopping', the service with it, and starts it again", async () => {
    const service = await orders();
    const vm = service.resources[0]?.resource_id ?? "";
    const stopping = (await (await api.call(`/user-resource/service/package/${service.uuid}/resources/${vm}/stop`, { method: "POST" })).json()) as Package;
    expect(stopping.resources[0]?.resource_allocation.status).toBe("stopping");
    api.clock.advance(LIFECYCLE_MS.serviceResource);
    const stopped = (await packages()).find((p) => p.uuid === service.uuid);
    expect(stopped?.status).toBe("stopped");
    expect(stopped?.resources[0]?.resource_allocation.status).toBe("stopped");
    await api.call(`/user-resource/service/package/${service.uuid}/resources/${vm}/start`, { method: "POST" });
    expect((await packages()).find((p) => p.uuid === service.uuid)?.resources[0]?.resource_allocation.status).toBe("starting");
    api.clock.advance(LIFECYCLE_MS.serviceResource);
    expect((await packages()).find((p) => p.uuid === service.uuid)?.status).toBe("active");
  });

  it("rebuilds a service in its own location until the rebuild is due", async () => {
    const service = await orders();
    const location = service.properties.location;
    expect((await api.call(`/${location === "tll" ? "xyz" : "tll"}/user-resource/service/package/vm/rebuild`, { method: "POST", form: { uuid: service.uuid } })).status).toBe(404);
    expect((await api.call(`/${location}/user-resource/service/package/vm/rebuild`, { method: "POST", form: { uuid: service.uuid } })).status).toBe(200);
    expect((await packages()).find((p) => p.uuid === service.uuid)?.status).toBe("rebuilding");
    api.clock.advance(LIFECYCLE_MS.serviceRebuild);
    expect((await packages()).find((p) => p.uuid === service.uuid)?.status).toBe("active");
  });
});
