import { describe, expect, it } from "vitest";
import { useTestServer } from "./helpers.js";

interface Replica {
  uuid: string;
  type: string;
  size: number;
}
interface Disk {
  uuid: string;
  size: number;
  primary: boolean;
  replica: Replica[];
}
interface VmBody {
  uuid: string;
  name: string;
  description: string;
  os_name: string;
  os_version: string;
  billing_account: number;
  storage: Disk[];
}
type ErrorBody = { errors: { Error: string } };

const VM = "/user-resource/vm";

describe("creating a VM from a snapshot or backup (source_uuid + source_replica)", () => {
  const api = useTestServer({ preset: "demo" });
  const list = async (location = "tll") => (await (await api.call(`/${location}${VM}/list`)).json()) as VmBody[];
  const accountId = () => api.server.store.state.billingAccounts[0]?.id ?? 0;
  const create = (form: Record<string, string | number>, location = "tll") =>
    api.call(`/${location}${VM}`, {
      method: "POST",
      form: { billing_account_id: accountId(), name: "from-snap", os_name: "ubuntu", os_version: "24.04", vcpu: 1, ram: 1024, disks: 20, ...form },
    });
  /** web-1 of the demo preset carries a 40 GB snapshot. */
  const web1 = async () => {
    const vm = (await list()).find((v) => v.name === "web-1");
    const replica = vm?.storage[0]?.replica[0];
    if (!vm || !replica) throw new Error("the demo preset should have web-1 with a snapshot in tll");
    return { vm, replica };
  };

  it("inherits the source's system and gets a primary disk of at least the replica's size", async () => {
    const { vm, replica } = await web1();
    // The caller asks for Debian and 20 GB; the replica brings Ubuntu and needs 40 GB.
    const response = await create({ source_uuid: vm.uuid, source_replica: replica.uuid, os_name: "debian", os_version: "12", disks: 20 });
    expect(response.status).toBe(200);
    const created = (await response.json()) as VmBody;
    expect(created).toMatchObject({ name: "from-snap", os_name: vm.os_name, os_version: vm.os_version });
    expect(created.storage[0]).toMatchObject({ primary: true, size: replica.size });
    expect(replica.size).toBe(40);
  });

  it("keeps a larger disk the caller asks for", async () => {
    const { vm, replica } = await web1();
    const created = (await (await create({ source_uuid: vm.uuid, source_replica: replica.uuid, disks: 60 })).json()) as VmBody;
    expect(created.storage[0]?.size).toBe(60);
  });

  it.each<[string, (source: Awaited<ReturnType<typeof web1>>) => Record<string, string>, string]>([
    ["an unknown replica", ({ vm }) => ({ source_uuid: vm.uuid, source_replica: `${vm.uuid}1999-01-01-00-00-00` }), "No snapshot or backup"],
    ["a replica named with another VM", ({ replica }) => ({ source_uuid: "00000000-0000-4000-8000-000000000000", source_replica: replica.uuid }), "No snapshot or backup"],
  ])("answers %s with 404 and says what to do", async (_case, form, message) => {
    const response = await create(form(await web1()));
    expect(response.status).toBe(404);
    const error = ((await response.json()) as ErrorBody).errors.Error;
    expect(error).toContain(message);
    expect(error).toContain("Pick one from the VM list of this location.");
  });

  it("answers a replica of another location with 404", async () => {
    const { vm, replica } = await web1();
    const response = await create({ source_uuid: vm.uuid, source_replica: replica.uuid }, "jhv");
    expect(response.status).toBe(404);
    expect(((await response.json()) as ErrorBody).errors.Error).toMatch(/^No snapshot or backup .* in jhv\./);
  });

  it("answers a replica of another billing account's VM with 404 for a restricted token", async () => {
    const { vm, replica } = await web1();
    const other = api.server.store.state.billingAccounts.find((account) => account.id !== vm.billing_account);
    const token = api.server.store.state.tokens.find((t) => t.restricted && t.billing_account_id === other?.id);
    if (!other || !token) throw new Error("the demo preset should have a token restricted to another account");
    const response = await api.call(`/tll${VM}`, {
      method: "POST",
      headers: { apikey: token.token },
      form: { billing_account_id: other.id, name: "stolen", os_name: "ubuntu", os_version: "24.04", vcpu: 1, ram: 1024, disks: 40, source_uuid: vm.uuid, source_replica: replica.uuid },
    });
    expect(response.status).toBe(404);
    expect(((await response.json()) as ErrorBody).errors.Error).toMatch(/^No snapshot or backup /);
  });

  it.each<[string, Record<string, string>]>([
    ["source_uuid without source_replica", { source_uuid: "x" }],
    ["source_replica without source_uuid", { source_replica: "x" }],
  ])("refuses %s with 400", async (_case, form) => {
    const response = await create(form);
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorBody).errors.Error).toBe("source_uuid and source_replica go together: name the VM and its snapshot or backup.");
  });
});

describe("creating a VM on an existing disk (disk_uuid)", () => {
  const api = useTestServer({ preset: "demo" });
  const accountId = () => api.server.store.state.billingAccounts[0]?.id ?? 0;
  const create = (form: Record<string, string | number>, location = "tll") =>
    api.call(`/${location}${VM}`, { method: "POST", form: { billing_account_id: accountId(), name: "reuse", vcpu: 1, ram: 1024, ...form } });
  /** A VM with a primary and a second disk, then deleted: its disks stay behind, unattached. */
  const leftOver = async () => {
    const made = (await (await create({ name: "to-delete", os_name: "debian", os_version: "12", disks: 30 })).json()) as VmBody;
    const extra = (await (await api.call(`/tll${VM}/storage`, { method: "POST", form: { uuid: made.uuid, size_gb: 50 } })).json()) as Disk;
    expect((await api.call(`/tll${VM}`, { method: "DELETE", form: { uuid: made.uuid } })).status).toBe(200);
    return { made, extra };
  };
  const deletedVm = (uuid: string) => api.server.store.state.vms.find((v) => v.uuid === uuid);

  it("boots from a deleted VM's disk, which moves to the new VM as its only, primary disk", async () => {
    const { made, extra } = await leftOver();
    // disks is ignored when disk_uuid is given.
    const response = await create({ disk_uuid: extra.uuid, disks: 999, os_name: "ubuntu", os_version: "24.04" });
    expect(response.status).toBe(200);
    const created = (await response.json()) as VmBody;
    expect(created.storage).toHaveLength(1);
    expect(created.storage[0]).toMatchObject({ uuid: extra.uuid, size: 50, primary: true });
    expect(created).toMatchObject({ os_name: "ubuntu", os_version: "24.04" });
    expect(deletedVm(made.uuid)?.storage.map((d) => d.uuid)).not.toContain(extra.uuid);
  });

  it("keeps the former VM's system when none is named", async () => {
    const { made } = await leftOver();
    const primary = made.storage[0];
    if (!primary) throw new Error("a new VM has a primary disk");
    const created = (await (await create({ disk_uuid: primary.uuid })).json()) as VmBody;
    expect(created).toMatchObject({ os_name: "debian", os_version: "12" });
    expect(created.storage[0]).toMatchObject({ uuid: primary.uuid, size: 30, primary: true });
  });

  it("does not hand out the same disk twice", async () => {
    const { extra } = await leftOver();
    expect((await create({ disk_uuid: extra.uuid, name: "first" })).status).toBe(200);
    const second = await create({ disk_uuid: extra.uuid, name: "second" });
    expect(second.status).toBe(409);
    expect(((await second.json()) as ErrorBody).errors.Error).toBe(`Disk ${extra.uuid} is attached to virtual machine first. Use a disk that is not attached to any virtual machine.`);
  });

  it.each<[string, number, "unknown" | "attached" | "leftOver", string, string]>([
    ["an unknown disk", 404, "unknown", "tll", "No such disk 00000000-0000-4000-8000-000000000000 in tll."],
    ["a disk of a VM that still exists", 409, "attached", "tll", "is attached to virtual machine web-2."],
    ["a left-over disk of another location", 404, "leftOver", "jhv", "in jhv."],
  ])("answers %s with %i", async (_case, status, which, location, message) => {
    const attached = api.server.store.state.vms.find((v) => v.name === "web-2")?.storage[1]?.uuid;
    if (!attached) throw new Error("the demo preset should have web-2 with two disks");
    const { extra } = await leftOver();
    const diskUuid = { unknown: "00000000-0000-4000-8000-000000000000", attached, leftOver: extra.uuid }[which];
    const response = await create({ disk_uuid: diskUuid, os_name: "ubuntu", os_version: "24.04" }, location);
    expect(response.status).toBe(status);
    expect(((await response.json()) as ErrorBody).errors.Error).toContain(message);
  });

  it("refuses disk_uuid together with a replica", async () => {
    const { extra } = await leftOver();
    const response = await create({ disk_uuid: extra.uuid, source_uuid: "a", source_replica: "b" });
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorBody).errors.Error).toBe("Give either disk_uuid or source_uuid with source_replica, not both.");
  });
});

describe("a VM's description (PATCH vm keeps it, though the contract only infers the field)", () => {
  const api = useTestServer({ preset: "demo" });

  it("stores the description and answers with it", async () => {
    const vm = api.server.store.state.vms.find((v) => v.name === "web-1");
    const response = await api.call(`/tll${VM}`, { method: "PATCH", form: { uuid: vm?.uuid ?? "", description: "Front end, behind the load balancer" } });
    expect(response.status).toBe(200);
    expect(((await response.json()) as VmBody).description).toBe("Front end, behind the load balancer");
    const listed = ((await (await api.call(`/tll${VM}/list`)).json()) as VmBody[]).find((v) => v.uuid === vm?.uuid);
    expect(listed?.description).toBe("Front end, behind the load balancer");
  });

  it("leaves the description alone when only the name changes", async () => {
    const vm = api.server.store.state.vms.find((v) => v.name === "web-2");
    if (!vm) throw new Error("the demo preset should have web-2");
    vm.description = "keep me";
    const renamed = (await (await api.call(`/tll${VM}`, { method: "PATCH", form: { uuid: vm.uuid, name: "web-2b" } })).json()) as VmBody;
    expect(renamed).toMatchObject({ name: "web-2b", description: "keep me" });
  });
});
