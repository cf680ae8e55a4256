import { describe, expect, it } from "vitest";
import { LIFECYCLE_MS } from "../src/store/lifecycles.js";
import { useTestServer } from "./helpers.js";

interface VmBody {
  uuid: string;
  status: string;
  vcpu: number;
  memory: number;
  billing_account: number;
}

describe("VM lifecycle on the store's clock, with the graceful stop the console's mock shows", () => {
  const api = useTestServer({ preset: "demo", gracefulStopMs: LIFECYCLE_MS.vmStop });
  const vmPath = "/tll/user-resource/vm";
  let accountId = 0;
  let uuid = "";

  const get = async () => ((await (await api.call(`${vmPath}/list`)).json()) as VmBody[]).find((v) => v.uuid === uuid) as VmBody;

  it("creates a VM that is creating, then running", async () => {
    const accounts = (await (await api.call("/payment/billing_account/list")).json()) as { id: number; is_default: boolean }[];
    accountId = accounts.find((a) => a.is_default)?.id ?? 0;
    const response = await api.call(vmPath, {
      method: "POST",
      form: { name: "life-1", billing_account_id: accountId, os_name: "ubuntu", os_version: "24.04", vcpu: 2, ram: 2048, disks: 20, username: "u", password: "Secret123" },
    });
    expect(response.status).toBe(200);
    const vm = (await response.json()) as VmBody;
    uuid = vm.uuid;
    expect(vm.status).toBe("creating");
    api.clock.advance(LIFECYCLE_MS.vmCreate);
    expect((await get()).status).toBe("running");
  });

  it("refuses a CPU/RAM resize unless the VM is stopped", async () => {
    const response = await api.call(vmPath, { method: "PATCH", form: { uuid, vcpu: 4 } });
    expect(response.status).toBe(409);
    expect(((await response.json()) as { errors: { Error: string } }).errors.Error).toMatch(/only while the virtual machine is stopped/);
  });

  it("stops through stopping to stopped", async () => {
    const stopping = (await (await api.call(`${vmPath}/stop`, { method: "POST", form: { uuid } })).json()) as VmBody;
    expect(stopping.status).toBe("stopping");
    api.clock.advance(LIFECYCLE_MS.vmStop);
    expect((await get()).status).toBe("stopped");
  });

  it("resizes a stopped VM", async () => {
    const response = await api.call(vmPath, { method: "PATCH", form: { uuid, vcpu: 4, ram: 4096 } });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ vcpu: 4, memory: 4096 });
  });

  it("refuses a password change unless the VM is running", async () => {
    const refused = await api.call(`${vmPath}/user`, { method: "PATCH", form: { uuid, username: "u", password: "NewSecret1" } });
    expect(refused.status).toBe(409);
    await api.call(`${vmPath}/start`, { method: "POST", form: { uuid } });
    const accepted = await api.call(`${vmPath}/user`, { method: "PATCH", form: { uuid, username: "u", password: "NewSecret1" } });
    expect(await accepted.json()).toEqual({ success: true });
  });

  it("shows the new VM in its billing account's usage", async () => {
    const usage = (await (await api.call(`/charging/usage?billing_account_id=${accountId}`)).json()) as { uuid: string }[];
    expect(usage.some((line) => line.uuid === uuid)).toBe(true);
  });

  it("forces a stop at once with force=true", async () => {
    const vm = (await (await api.call(`${vmPath}/stop`, { method: "POST", form: { uuid, force: "true" } })).json()) as VmBody;
    expect(vm.status).toBe("stopped");
  });

  it("answers an unknown VM with the platform's error and a correlation id", async () => {
    const response = await api.call(`${vmPath}/start`, { method: "POST", form: { uuid: "nope" } });
    expect(response.status).toBe(404);
    expect(response.headers.get("x-correlation-id")).toMatch(/^mock-api-[0-9a-f]{6}$/);
    expect(await response.json()).toEqual({ errors: { Error: "No such virtual machine exists. nope" } });
  });

  it("deletes a VM and drops it from the list", async () => {
    await api.call(vmPath, { method: "DELETE", form: { uuid } });
    const list = (await (await api.call(`${vmPath}/list`)).json()) as VmBody[];
    expect(list.some((v) => v.uuid === uuid)).toBe(false);
  });
});
