import { describe, expect, it } from "vitest";
import { LIFECYCLE_MS } from "../src/store/lifecycles.js";
import { useTestServer } from "./helpers.js";

type Vm = { uuid: string; name: string; status: string; vcpu: number; memory: number; billing_account: number; storage: { replica: { uuid: string; type: string }[] }[] };
type Ip = { address: string; assigned_to: string | null };

const CREATE = { os_name: "ubuntu", os_version: "24.04", vcpu: 1, ram: 2048, disks: 20, username: "u", password: "Secret123" };

describe("VMs as the published API's clients use them", () => {
  const api = useTestServer({ preset: "demo" });
  const vmPath = "/tll/user-resource/vm";
  const json = async <T>(response: Response) => (await response.json()) as T;
  const running = async () => {
    const vm = (await json<Vm[]>(await api.call(`${vmPath}/list`))).find((v) => v.name === "web-2");
    if (!vm) throw new Error("the demo preset should have web-2");
    return vm;
  };

  it("reads one VM by ?uuid=, and answers 404 for one it does not have", async () => {
    const vm = await running();
    expect(await json<Vm>(await api.call(`${vmPath}?uuid=${vm.uuid}`))).toMatchObject({ uuid: vm.uuid, name: "web-2", license_type: null });
    expect((await api.call(`${vmPath}?uuid=00000000-0000-4000-8000-000000000000`)).status).toBe(404);
  });

  it("answers a stop stopped, so a resize right after it works (vm-resizer, inspace-kube)", async () => {
    const vm = await running();
    expect(await json<Vm>(await api.call(`${vmPath}/stop`, { method: "POST", form: { uuid: vm.uuid } }))).toMatchObject({ status: "stopped" });
    const resized = await api.call(vmPath, { method: "PATCH", form: { uuid: vm.uuid, vcpu: 4, ram: 4096 } });
    expect(resized.status).toBe(200);
    expect(await resized.json()).toMatchObject({ vcpu: 4, memory: 4096, status: "stopped" });
    await api.call(`${vmPath}/start`, { method: "POST", form: { uuid: vm.uuid } });
  });

  it("bills a VM created without billing_account_id to the default account (ansible, inspace-kube)", async () => {
    const accounts = await json<{ id: number; is_default: boolean }[]>(await api.call("/payment/billing_account/list"));
    const created = await api.call(vmPath, { method: "POST", form: { name: "no-account", ...CREATE } });
    expect(created.status).toBe(200);
    expect((await json<Vm>(created)).billing_account).toBe(accounts.find((a) => a.is_default)?.id);
  });

  it("takes cloud_init as a JSON object in a JSON body (mr687-node) as well as text", async () => {
    const asObject = await api.call(vmPath, { method: "POST", json: { name: "init-object", ...CREATE, cloud_init: { runcmd: ["/firstboot"] } } });
    expect(asObject.status).toBe(200);
    const asText = await api.call(vmPath, { method: "POST", form: { name: "init-text", ...CREATE, cloud_init: '{"runcmd": ["/firstboot"]}' } });
    expect(asText.status).toBe(200);
  });

  it("lists a VM's replicas, by kind, and converts a snapshot into a backup", async () => {
    const vm = await running();
    await api.call(`${vmPath}/replica`, { method: "POST", form: { uuid: vm.uuid } });
    const [snapshot] = await json<{ uuid: string; type: string }[]>(await api.call(`${vmPath}/replica?uuid=${vm.uuid}&r_type=snapshot`));
    expect(snapshot?.type).toBe("snapshot");
    const converted = await api.call(`${vmPath}/replica`, { method: "PATCH", json: { uuid: vm.uuid, replica_uuid: snapshot?.uuid } });
    expect(converted.status).toBe(200);
    expect(await json<{ uuid: string; type: string }[]>(await api.call(`${vmPath}/replica?uuid=${vm.uuid}&r_type=snapshot`))).toEqual([]);
    const all = await json<{ uuid: string; type: string }[]>(await api.call(`${vmPath}/replica`));
    expect(all.find((r) => r.uuid === snapshot?.uuid)?.type).toBe("backup");
  });

  it("reserves a public address for a VM, shown among its floating IPs, and releases it, keeping it reserved", async () => {
    const vm = await running();
    const ipsOf = async () => (await json<Ip[]>(await api.call("/tll/network/ip_addresses"))).filter((ip) => ip.assigned_to === vm.uuid);
    expect(await ipsOf()).toEqual([]);
    expect((await api.call(`${vmPath}/ip/public`, { method: "POST", form: { uuid: vm.uuid } })).status).toBe(200);
    const [address] = await ipsOf();
    expect(address).toBeDefined();
    expect((await api.call(`${vmPath}/ip/public`, { method: "POST", form: { uuid: vm.uuid } })).status).toBe(409);
    expect((await api.call(`${vmPath}/ip/public`, { method: "DELETE", form: { uuid: vm.uuid } })).status).toBe(200);
    expect(await ipsOf()).toEqual([]);
    const kept = (await json<Ip[]>(await api.call("/tll/network/ip_addresses"))).find((ip) => ip.address === address?.address);
    expect(kept).toMatchObject({ assigned_to: null });
  });
});

describe("the platform's shapes and catalogues", () => {
  const api = useTestServer({ preset: "demo" });
  const json = async <T>(response: Response) => (await response.json()) as T;

  it("names the user's signup site and the documented profile", async () => {
    expect(await json<object>(await api.call("/user-resource/user"))).toMatchObject({ signup_site: expect.any(String), profile: null });
  });

  it("gives buckets their owner's user id and e-mail", async () => {
    const user = await json<{ id: number; name: string }>(await api.call("/user-resource/user"));
    const [bucket] = await json<{ user_id: number; owner: string }[]>(await api.call("/storage/bucket/list"));
    expect(bucket).toMatchObject({ user_id: user.id, owner: expect.any(String) });
  });

  it("splits the images into plain systems and the app catalog", async () => {
    const all = await json<{ os_name: string; is_app_catalog: boolean }[]>(await api.call("/config/vm_images"));
    const plain = await json<{ os_name: string; is_app_catalog: boolean }[]>(await api.call("/config/vm_images/plain_os"));
    const apps = await json<{ os_name: string; is_app_catalog: boolean }[]>(await api.call("/config/vm_images/app_catalog"));
    expect(plain.every((i) => !i.is_app_catalog) && apps.every((i) => i.is_app_catalog)).toBe(true);
    expect([...plain, ...apps].map((i) => i.os_name).sort()).toEqual(all.map((i) => i.os_name).sort());
  });

  it("lists the VM parameters by name, each range with its documented min and max", async () => {
    const parameters = await json<{ parameter: string; constraint: string; min?: number; max?: number }[]>(await api.call("/api/parameters/vm"));
    const names = parameters.map((p) => p.parameter);
    expect(names).toEqual([...names].sort());
    for (const range of parameters.filter((p) => p.constraint === "range")) expect(range, range.parameter).toMatchObject({ min: expect.any(Number), max: expect.any(Number) });
  });
});

describe("a graceful stop where the mock is told to show one (the console's)", () => {
  const api = useTestServer({ preset: "demo", gracefulStopMs: LIFECYCLE_MS.vmStop });

  it("answers stopping, then stopped once the time has passed, and a forced stop stopped at once", async () => {
    const vms = await (await api.call("/tll/user-resource/vm/list")).json() as Vm[];
    const [first, second] = vms.filter((v) => v.status === "running");
    expect(await (await api.call("/tll/user-resource/vm/stop", { method: "POST", form: { uuid: first?.uuid ?? "" } })).json()).toMatchObject({ status: "stopping" });
    api.clock.advance(LIFECYCLE_MS.vmStop);
    expect(await (await api.call(`/tll/user-resource/vm?uuid=${first?.uuid ?? ""}`)).json()).toMatchObject({ status: "stopped" });
    expect(await (await api.call("/tll/user-resource/vm/stop", { method: "POST", form: { uuid: second?.uuid ?? "", force: "true" } })).json()).toMatchObject({ status: "stopped" });
  });
});
