import { describe, expect, it } from "vitest";
import { useTestServer } from "./helpers.js";

type ErrorBody = { errors: { Error: string } };
type Disk = { uuid: string; status: string; display_name?: string; size_gb: number; billing_account_id: number; source_image_type: string; source_image?: string; read_only_bootable: boolean };
type Vm = { uuid: string; status: string; storage: { uuid: string; name: string; size: number; primary: boolean }[] };

describe("block storage disks, as the published API and its clients use them", () => {
  const api = useTestServer({ preset: "demo" });
  const disks = "/tll/storage/disks";
  const json = async <T>(response: Response) => (await response.json()) as T;
  const defaultAccount = async () => (await json<{ id: number; is_default: boolean }[]>(await api.call("/payment/billing_account/list"))).find((a) => a.is_default)?.id;
  const vmNamed = async (name: string) => {
    const vm = (await json<(Vm & { name: string })[]>(await api.call("/tll/user-resource/vm/list"))).find((v) => v.name === name);
    if (!vm) throw new Error(`the demo preset should have ${name}`);
    return vm;
  };
  const readVm = async (uuid: string) => json<Vm>(await api.call(`/tll/user-resource/vm?uuid=${uuid}`));

  it("creates an empty disk without billing_account_id on the default account, as inspace-kube sends it", async () => {
    const response = await api.call(disks, { method: "POST", form: { size_gb: 25, source_image_type: "EMPTY", display_name: "scratch" } });
    expect(response.status).toBe(200);
    const disk = await json<Disk>(response);
    expect(disk).toMatchObject({ status: "Active", size_gb: 25, source_image_type: "EMPTY", display_name: "scratch", read_only_bootable: false, billing_account_id: await defaultAccount() });
    expect(disk).not.toHaveProperty("source_image");
    expect((await json<Disk>(await api.call(`${disks}/${disk.uuid}`))).uuid).toBe(disk.uuid);
  });

  it("copies a disk at its size, and refuses a source it cannot find or a size it is not given", async () => {
    const [template] = await json<Disk[]>(await api.call(disks));
    const copy = await json<Disk>(await api.call(disks, { method: "POST", form: { source_image_type: "DISK", source_image: template?.uuid ?? "" } }));
    expect(copy).toMatchObject({ size_gb: template?.size_gb, source_image_type: "DISK", source_image: template?.uuid });
    expect((await api.call(disks, { method: "POST", form: { source_image_type: "DISK", source_image: "no-such-disk" } })).status).toBe(404);
    const unsized = await api.call(disks, { method: "POST", form: { source_image_type: "EMPTY" } });
    expect(unsized.status).toBe(400);
    expect((await json<ErrorBody>(unsized)).errors.Error).toMatch(/size_gb is required/);
  });

  it("copies a snapshot at the size it was taken, which a disk grown since no longer has, or at a larger size asked for", async () => {
    const [disk] = api.server.store.state.blockDisks ?? [];
    if (!disk) throw new Error("the demo preset should have a block storage disk");
    // As documented (doc-block-storage-get-disk): a disk of 30 GB keeps its 20 GB snapshot from before it grew.
    disk.size_gb = 30;
    disk.snapshots.push({ uuid: "8ae9b8e2-54b5-4163-b692-1327ec39ce35", disk_uuid: disk.uuid, size_gb: 20, display_name: "before update", created_at: "2026-11-02T01:31:51.065+0000" });
    const fromSnapshot = { source_image_type: "SNAPSHOT", source_image: "8ae9b8e2-54b5-4163-b692-1327ec39ce35" };
    expect(await json<Disk>(await api.call(disks, { method: "POST", form: fromSnapshot }))).toMatchObject({ size_gb: 20, source_image_type: "SNAPSHOT", source_image: fromSnapshot.source_image });
    expect(await json<Disk>(await api.call(disks, { method: "POST", form: { ...fromSnapshot, size_gb: 40 } }))).toMatchObject({ size_gb: 40 });
    expect((await api.call(disks, { method: "POST", form: { source_image_type: "SNAPSHOT", source_image: "no-such-snapshot" } })).status).toBe(404);
  });

  it("renames a disk and marks it as bootable media, which the list filters by", async () => {
    const [disk] = await json<Disk[]>(await api.call(disks));
    const changed = await json<Disk>(await api.call(`${disks}/${disk?.uuid ?? ""}`, { method: "PATCH", form: { display_name: "installer", read_only_bootable: "true" } }));
    expect(changed).toMatchObject({ display_name: "installer", read_only_bootable: true });
    const bootable = await json<Disk[]>(await api.call(`${disks}?read_only_bootable=true`));
    expect(bootable.map((d) => d.uuid)).toEqual([disk?.uuid]);
  });

  it("attaches a disk to a VM, whose storage then lists it, and refuses to attach it twice or delete it while attached", async () => {
    const vm = await vmNamed("web-1");
    const disk = await json<Disk>(await api.call(disks, { method: "POST", form: { size_gb: 15 } }));
    const attached = await api.call("/tll/user-resource/vm/storage/attach", { method: "POST", form: { uuid: vm.uuid, storage_uuid: disk.uuid } });
    expect(attached.status).toBe(200);
    expect(await attached.json()).toMatchObject({ uuid: disk.uuid, size: 15, primary: false, name: "vdb", replica: [] });
    expect((await readVm(vm.uuid)).storage.map((d) => d.uuid)).toContain(disk.uuid);
    expect((await api.call("/tll/user-resource/vm/storage/attach", { method: "POST", form: { uuid: vm.uuid, storage_uuid: disk.uuid } })).status).toBe(409);
    const deleted = await api.call(`${disks}/${disk.uuid}`, { method: "DELETE" });
    expect(deleted.status).toBe(409);
    expect((await json<ErrorBody>(deleted)).errors.Error).toMatch(/detach it first/);
  });

  it("detaches a disk, keeping it, then deletes it for good (204), as ansible removes one", async () => {
    const vm = await vmNamed("web-1");
    const disk = await json<Disk>(await api.call(disks, { method: "POST", form: { size_gb: 12 } }));
    await api.call("/tll/user-resource/vm/storage/attach", { method: "POST", form: { uuid: vm.uuid, storage_uuid: disk.uuid } });
    const detached = await api.call("/tll/user-resource/vm/storage/detach", { method: "POST", form: { uuid: vm.uuid, storage_uuid: disk.uuid } });
    expect(await detached.json()).toEqual({ success: true });
    expect((await readVm(vm.uuid)).storage.map((d) => d.uuid)).not.toContain(disk.uuid);
    expect((await api.call(`${disks}/${disk.uuid}`)).status).toBe(200);
    const deleted = await api.call(`${disks}/${disk.uuid}`, { method: "DELETE", form: { storage_uuid: disk.uuid, uuid: vm.uuid } });
    expect(deleted.status).toBe(204);
    expect((await api.call(`${disks}/${disk.uuid}`)).status).toBe(404);
  });

  it("detaches a VM's disks when the VM is deleted, and the disks stay", async () => {
    const vm = await vmNamed("db-primary");
    const disk = await json<Disk>(await api.call(disks, { method: "POST", form: { size_gb: 30 } }));
    await api.call("/tll/user-resource/vm/storage/attach", { method: "POST", form: { uuid: vm.uuid, storage_uuid: disk.uuid } });
    expect((await api.call("/tll/user-resource/vm", { method: "DELETE", form: { uuid: vm.uuid } })).status).toBe(200);
    expect((await api.call(`${disks}/${disk.uuid}`, { method: "DELETE" })).status).toBe(204);
  });

  it("boots a VM once from a platform image or a disk marked bootable, and refuses an unmarked disk", async () => {
    const vm = await vmNamed("web-2");
    const [image] = await json<{ uuid: string; is_installation_media: boolean }[]>(await api.call("/config/boot_images"));
    const booted = await api.call("/tll/user-resource/vm/boot_iso_media", { method: "POST", form: { uuid: vm.uuid, boot_image_uuid: image?.uuid ?? "" } });
    expect(await booted.json()).toMatchObject({ uuid: vm.uuid, status: "running" });
    const plain = await json<Disk>(await api.call(disks, { method: "POST", form: { size_gb: 2 } }));
    const refused = await api.call("/tll/user-resource/vm/boot_iso_media", { method: "POST", form: { uuid: vm.uuid, boot_image_uuid: plain.uuid, boot_image_repository: "private" } });
    expect(refused.status).toBe(400);
    await api.call(`${disks}/${plain.uuid}`, { method: "PATCH", form: { read_only_bootable: "true" } });
    const privateBoot = await api.call("/tll/user-resource/vm/boot_iso_media", { method: "POST", form: { uuid: vm.uuid, boot_image_uuid: plain.uuid, boot_image_repository: "private" } });
    expect(privateBoot.status).toBe(200);
  });
});
