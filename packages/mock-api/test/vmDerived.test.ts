import { beforeEach, describe, expect, it } from "vitest";
import { useTestServer } from "./helpers.js";

// What a VM's answer derives from the store where the platform's answer says nothing: the saved SSH keys it was
// created with and the ISO it booted from; and its public address, as the published billing_resources example has it.

interface VmAnswer {
  uuid: string;
  status: string;
  public_ipv4: string | null;
  ssh_keys: { uuid: string; name: string }[];
  boot_iso: { uuid: string; name: string; repository: string } | null;
}

const api = useTestServer({ preset: "demo" });
const state = () => api.server.store.state;
const running = () => state().vms.find((v) => v.location === "tll" && v.status === "running");
const read = async (uuid: string) => (await (await api.call(`/tll/user-resource/vm?uuid=${uuid}`)).json()) as VmAnswer;

beforeEach(() => {
  api.server.store.reset();
});

describe("a VM's saved SSH keys", () => {
  const create = (extra: Record<string, string>) =>
    api.call("/tll/user-resource/vm", { method: "POST", form: { name: "keyed-1", os_name: "ubuntu", os_version: "24.04", vcpu: 1, ram: 1024, disks: 20, username: "root", ...extra } });

  it("names the saved key whose public key the create sent, by its current name", async () => {
    const key = state().sshKeys?.[0];
    const created = (await (await create({ public_key: key?.public_key ?? "" })).json()) as VmAnswer;
    expect(created.ssh_keys).toEqual([{ uuid: key?.uuid, name: key?.name }]);
    await api.call(`/user-resource/ssh_keys/${key?.uuid ?? ""}`, { method: "PATCH", form: { name: "renamed-key" } });
    expect((await read(created.uuid)).ssh_keys).toEqual([{ uuid: key?.uuid, name: "renamed-key" }]);
  });

  it("names none for a pasted key that is not saved, nor for a password login", async () => {
    const pasted = (await (await create({ public_key: "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIPastedOnly pasted@example" })).json()) as VmAnswer;
    expect(pasted.ssh_keys).toEqual([]);
    const withPassword = (await (await create({ name: "keyed-2", password: "Secret123" })).json()) as VmAnswer;
    expect(withPassword.ssh_keys).toEqual([]);
  });
});

describe("a VM booted from an ISO", () => {
  it("names the image until the VM stops, then boots from its disk", async () => {
    const vm = running();
    const image = "5b0c8e3a-2f4d-4c1e-9a7b-3d6e8f1a2c4b";
    const booted = (await (await api.call("/tll/user-resource/vm/boot_iso_media", { method: "POST", form: { uuid: vm?.uuid ?? "", boot_image_uuid: image } })).json()) as VmAnswer;
    expect(booted.boot_iso).toEqual({ uuid: image, name: "Ubuntu Server 24.04 installer", repository: "platform" });
    expect((await read(vm?.uuid ?? "")).boot_iso?.uuid).toBe(image);
    await api.call("/tll/user-resource/vm/stop", { method: "POST", form: { uuid: vm?.uuid ?? "" } });
    expect((await read(vm?.uuid ?? "")).boot_iso).toBeNull();
  });

  it("boots from the platform's first rescue image when none is named", async () => {
    const booted = (await (await api.call("/tll/user-resource/vm/boot_iso_media", { method: "POST", form: { uuid: running()?.uuid ?? "" } })).json()) as VmAnswer;
    expect(booted.boot_iso?.name).toBe("SystemRescue 12");
  });
});

describe("a VM's public address", () => {
  it("is the floating IP assigned to it, else null", async () => {
    const assigned = state().ips.find((ip) => ip.location === "tll" && ip.assigned_to && !ip.is_deleted);
    expect((await read(assigned?.assigned_to ?? "")).public_ipv4).toBe(assigned?.address);
    const bare = state().vms.find((v) => v.location === "tll" && v.status !== "deleted" && !state().ips.some((ip) => ip.assigned_to === v.uuid && !ip.is_deleted));
    expect((await read(bare?.uuid ?? "")).public_ipv4).toBeNull();
  });
});
