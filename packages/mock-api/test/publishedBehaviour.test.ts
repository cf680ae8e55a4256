import { beforeEach, describe, expect, it } from "vitest";
import { catalogVersion } from "../src/config/catalog.js";
import { isUnlocatedCall } from "../src/handlers/defaultLocation.js";
import { useTestServer } from "./helpers.js";

// What the mock does because the published platform does it, each rule as the facts in
// packages/sdk/contract/published/facts.json show it.

interface VmBody {
  uuid: string;
  os_name: string;
  os_version: string;
  billing_account: number;
}

const api = useTestServer({ preset: "demo" });
const state = () => api.server.store.state;
const defaultAccount = () => state().billingAccounts.find((a) => a.is_default)?.id ?? 0;
const vmCreate = (extra: Record<string, string | number>) => ({
  name: "published-1",
  billing_account_id: defaultAccount(),
  os_name: "ubuntu",
  vcpu: 1,
  ram: 1024,
  disks: 20,
  username: "root",
  password: "Secret123",
  ...extra,
});

beforeEach(() => {
  api.server.store.reset();
});

describe("Ubuntu versions as the platform names them", () => {
  it.each([
    ["ubuntu", "22.04-lts", "22.04"],
    ["ubuntu", "24.04-lts", "24.04"],
    ["ubuntu", "24.04", "24.04"],
    ["ubuntu", "16.04-lts", undefined],
    ["debian", "12-lts", undefined],
    ["nosuchos", "24.04", undefined],
  ])("names %s %s as the catalog's %s", (osName, asked, expected) => {
    expect(catalogVersion(osName, asked)).toBe(expected);
  });

  it("creates a VM from 24.04-lts, kept under the catalog's 24.04", async () => {
    const response = await api.call("/tll/user-resource/vm", { method: "POST", form: vmCreate({ os_version: "24.04-lts" }) });
    expect(response.status).toBe(200);
    expect(((await response.json()) as VmBody).os_version).toBe("24.04");
  });

  it("still refuses a version the catalog does not have", async () => {
    const response = await api.call("/tll/user-resource/vm", { method: "POST", form: vmCreate({ os_version: "16.04" }) });
    expect(response.status).toBe(400);
  });

  it("reinstalls from 22.04-lts as the catalog's 22.04", async () => {
    const vm = state().vms.find((v) => v.location === "tll" && v.os_name === "ubuntu");
    const response = await api.call("/tll/user-resource/vm/reinstall", { method: "POST", form: { uuid: vm?.uuid ?? "", os_name: "ubuntu", os_version: "22.04-lts" } });
    expect(response.status).toBe(200);
    expect(((await response.json()) as VmBody).os_version).toBe("22.04");
  });
});

describe("a floating IP assigned by the published body", () => {
  const freeIp = () => state().ips.find((ip) => ip.location === "tll" && !ip.is_deleted && !ip.assigned_to)?.address ?? "";
  const assign = (json: Record<string, string>) => api.call(`/tll/network/ip_addresses/${freeIp()}/assign`, { method: "POST", json });

  it("points at the VM named by assigned_to with the type vm", async () => {
    const vm = state().vms.find((v) => v.location === "tll" && v.status === "running");
    const response = await assign({ assigned_to: vm?.uuid ?? "", assigned_to_resource_type: "vm" });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ assigned_to: vm?.uuid, assigned_to_resource_type: "virtual_machine", assigned_to_private_ip: vm?.private_ipv4 });
  });

  it("points at the load balancer named by assigned_to with the type load_balancer", async () => {
    const lb = state().loadBalancers.find((l) => l.location === "tll");
    const response = await assign({ assigned_to: lb?.uuid ?? "", assigned_to_resource_type: "load_balancer" });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ assigned_to: lb?.uuid, assigned_to_resource_type: "load_balancer" });
  });

  it("refuses a uuid whose type says another kind of resource", async () => {
    const vm = state().vms.find((v) => v.location === "tll" && v.status === "running");
    const response = await assign({ assigned_to: vm?.uuid ?? "", assigned_to_resource_type: "load_balancer" });
    expect(response.status).toBe(404);
  });
});

describe("a billing account updated in part", () => {
  const account = () => state().billingAccounts.find((a) => a.is_default);
  const update = (form: Record<string, string | number>) => api.call("/payment/billing_account", { method: "PUT", form: { billing_account_id: defaultAccount(), ...form } });

  it("changes only the fields sent and keeps the others", async () => {
    const before = { ...account() };
    const response = await update({ title: "Renamed" });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ title: "Renamed", email: before.email, customer_phone: before.customer_phone, city: before.city, country: before.country });
  });

  it("keeps every field when only the account is named", async () => {
    const before = { ...account() };
    expect((await update({})).status).toBe(200);
    expect(account()).toMatchObject({ title: before.title, email: before.email, customer_phone: before.customer_phone, address_line1: before.address_line1 });
  });

  it("refuses a required field sent empty", async () => {
    const response = await update({ customer_phone: "" });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("customer_phone is required.");
  });
});

describe("the VM list of one billing account", () => {
  const list = async (query: string) => ((await (await api.call(`/tll/user-resource/vm/list${query}`)).json()) as VmBody[]).map((vm) => vm.billing_account);

  it("lists only that account's VMs when billing_account_id is given", async () => {
    const accounts = await list(`?billing_account_id=${defaultAccount()}`);
    expect(accounts.length).toBeGreaterThan(0);
    expect(new Set(accounts)).toEqual(new Set([defaultAccount()]));
  });

  it("refuses an account the caller's token may not use", async () => {
    const token = state().tokens.find((t) => t.restricted && t.billing_account_id !== defaultAccount());
    const response = await api.call(`/tll/user-resource/vm/list?billing_account_id=${defaultAccount()}`, { headers: { apikey: token?.token ?? "" } });
    expect(response.status).toBe(403);
  });

  it("lists every account's VMs without it", async () => {
    expect(new Set(await list("")).size).toBeGreaterThan(1);
  });
});

describe("a call without a location slug", () => {
  it.each([
    ["GET", "/user-resource/vm/list", true],
    ["POST", "/user-resource/vm/stop", true],
    ["DELETE", "/network/load_balancers/x/targets/y", true],
    ["GET", "/network/ip_addresses/", true],
    ["GET", "/user-resource/user", false],
    ["PATCH", "/user-resource/service/package/x", false],
    ["GET", "/user-resource/service/package/x/whitelist_addresses", false],
    ["GET", "/user-resource/vm/nosuchcall", false],
    ["PUT", "/user-resource/vm/list", false],
  ])("%s %s is a located call in the default location: %s", (method, path, expected) => {
    expect(isUnlocatedCall(method, path)).toBe(expected);
  });

  it("reaches the default location's VMs", async () => {
    const location = state().locations.find((l) => l.is_default)?.slug;
    const response = await api.call("/user-resource/vm/list");
    expect(response.status).toBe(200);
    const listed = ((await response.json()) as VmBody[]).map((vm) => vm.uuid).sort();
    const expected = state().vms.filter((vm) => vm.location === location && vm.status !== "deleted").map((vm) => vm.uuid).sort();
    expect(listed).toEqual(expected);
  });

  it("writes in the default location with the body it was sent", async () => {
    const vm = state().vms.find((v) => v.location === "tll" && v.status === "running");
    const response = await api.call("/user-resource/vm/stop", { method: "POST", form: { uuid: vm?.uuid ?? "" } });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ uuid: vm?.uuid, status: "stopped" });
  });

  it("still answers a path no operation has with the catch-all", async () => {
    const response = await api.call("/user-resource/vm/nosuchcall");
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("The mock API has no handler for");
  });
});
