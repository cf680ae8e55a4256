import { describe, expect, it } from "vitest";
import { useTestServer } from "./helpers.js";

interface Rule {
  uuid: string;
  direction: string;
  protocol: string;
  port_start: number | null;
  port_end: number | null;
  endpoint_spec_type: string;
  endpoint_spec: string[];
}
interface Firewall {
  uuid: string;
  name: string;
  display_name: string;
  description: string | null;
  billing_account_id: number;
  rules: Rule[];
  resources_assigned: { resource_type: string; resource_uuid: string }[];
}
interface Vm {
  uuid: string;
  name: string;
  status: string;
}
type ErrorBody = { errors: { Error: string } };

/** The documentation's rule: MySQL from one private prefix. */
const MYSQL = { protocol: "tcp", direction: "inbound", port_start: 3306, port_end: 3306, endpoint_spec_type: "ip_prefixes", endpoint_spec: ["10.0.0.0/24"] };

describe("firewalls", () => {
  const api = useTestServer({ preset: "demo" });
  const json = async <T>(path: string, init?: Parameters<typeof api.call>[1]) => (await (await api.call(path, init)).json()) as T;
  const create = (body: Record<string, unknown>) => json<Firewall>("/tll/network/firewalls", { method: "POST", json: body });
  const listed = async (uuid: string) => (await json<Firewall[]>("/tll/network/firewalls")).find((f) => f.uuid === uuid);
  const runningVm = async () => {
    const vm = (await json<Vm[]>("/tll/user-resource/vm/list")).find((v) => v.status === "running");
    if (!vm) throw new Error("the demo preset should have a running VM in tll");
    return vm;
  };

  it("creates a firewall from the documented JSON, named twice, each rule with a uuid, and lists it", async () => {
    const [account] = await json<{ id: number }[]>("/payment/billing_account/list");
    const created = await create({ display_name: "Database Firewall", billing_account_id: account?.id, rules: [MYSQL] });
    expect(created).toMatchObject({ display_name: "Database Firewall", name: "Database Firewall", billing_account_id: account?.id, resources_assigned: [] });
    expect(created.rules).toEqual([{ ...MYSQL, uuid: expect.any(String), description: null }]);
    expect(await listed(created.uuid)).toEqual(created);
  });

  it("takes the console's captured rules (any protocol, any address) and a create without a billing account", async () => {
    const accounts = await json<{ id: number; is_default: boolean }[]>("/payment/billing_account/list");
    const any = { protocol: "any", endpoint_spec_type: "any", endpoint_spec: [] };
    const created = await create({ display_name: "opopo", rules: [{ direction: "inbound", ...any }, { direction: "outbound", ...any }] });
    expect(created.billing_account_id).toBe(accounts.find((a) => a.is_default)?.id);
    expect(created.rules.map((r) => [r.direction, r.protocol, r.port_start])).toEqual([["inbound", "any", null], ["outbound", "any", null]]);
  });

  it.each([
    [{ ...MYSQL, protocol: "gre" }, /protocol must be one of tcp, udp, icmp, any/],
    [{ ...MYSQL, endpoint_spec: [] }, /rules\[0\]\.endpoint_spec must list IPv4 addresses or prefixes/],
    [{ ...MYSQL, endpoint_spec: ["10.0.0.0/33"] }, /rules\[0\]\.endpoint_spec must list/],
    [{ ...MYSQL, port_start: 80, port_end: 22 }, /rules\[0\]\.port_end must not be below port_start/],
    [{ ...MYSQL, direction: "sideways" }, /direction must be one of inbound, outbound/],
  ])("refuses a rule %j, saying what is wrong, and creates nothing", async (rule, message) => {
    const before = await json<Firewall[]>("/tll/network/firewalls");
    const response = await api.call("/tll/network/firewalls", { method: "POST", json: { display_name: "bad", rules: [rule] } });
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorBody).errors.Error).toMatch(message);
    expect(await json<Firewall[]>("/tll/network/firewalls")).toEqual(before);
  });

  it("changes only what an update sends, and keeps a rule's uuid when it is sent back", async () => {
    const created = await create({ display_name: "web", description: "front", rules: [MYSQL] });
    const kept = created.rules[0];
    const rulesOnly = await json<Firewall>(`/tll/network/firewalls/${created.uuid}`, {
      method: "PUT",
      json: { rules: [{ ...kept, endpoint_spec: ["10.0.0.0/24", "192.168.5.0/24"] }, { direction: "inbound", protocol: "tcp", port_start: 443 }] },
    });
    expect(rulesOnly).toMatchObject({ display_name: "web", description: "front" });
    expect(rulesOnly.rules.map((r) => r.uuid)[0]).toBe(kept?.uuid);
    expect(rulesOnly.rules[0]?.endpoint_spec).toEqual(["10.0.0.0/24", "192.168.5.0/24"]);
    expect(rulesOnly.rules[1]).toMatchObject({ port_start: 443, endpoint_spec_type: "any" });
    const renamed = await json<Firewall>(`/tll/network/firewalls/${created.uuid}`, { method: "PUT", json: { name: "Updated web" } });
    expect(renamed).toMatchObject({ display_name: "Updated web", name: "Updated web", rules: rulesOnly.rules });
  });

  it("puts a VM behind a firewall and takes it away, by the documented calls and by bapung-go's", async () => {
    const vm = await runningVm();
    const { uuid } = await create({ display_name: "guard" });
    const assigned = await api.call(`/tll/network/firewalls/${uuid}/vms?vm_uuid=${vm.uuid}`, { method: "POST" });
    expect(await assigned.json()).toEqual([{ resource_type: "vm", resource_uuid: vm.uuid }]);
    expect((await api.call(`/tll/network/firewalls/${uuid}/vms?vm_uuid=${vm.uuid}`, { method: "DELETE" })).status).toBe(204);
    expect((await listed(uuid))?.resources_assigned).toEqual([]);

    expect(await json(`/tll/network/firewalls/${uuid}/assign`, { method: "POST", json: { vm_uuid: vm.uuid } })).toEqual([{ resource_type: "vm", resource_uuid: vm.uuid }]);
    expect((await listed(uuid))?.resources_assigned).toEqual([{ resource_type: "vm", resource_uuid: vm.uuid }]);
    expect((await api.call(`/tll/network/firewalls/${uuid}/unassign`, { method: "POST", json: { vm_uuid: vm.uuid } })).status).toBe(204);
    const again = await api.call(`/tll/network/firewalls/${uuid}/unassign`, { method: "POST", json: { vm_uuid: vm.uuid } });
    expect(again.status).toBe(404);
    expect(((await again.json()) as ErrorBody).errors.Error).toMatch(/is not behind firewall/);
  });

  it("drops a deleted VM from the firewalls that guarded it", async () => {
    const vm = await runningVm();
    const { uuid } = await create({ display_name: "short-lived" });
    await api.call(`/tll/network/firewalls/${uuid}/vms?vm_uuid=${vm.uuid}`, { method: "POST" });
    expect((await api.call("/tll/user-resource/vm", { method: "DELETE", form: { uuid: vm.uuid } })).status).toBe(200);
    expect((await listed(uuid))?.resources_assigned).toEqual([]);
    const gone = await api.call(`/tll/network/firewalls/${uuid}/vms?vm_uuid=${vm.uuid}`, { method: "POST" });
    expect(gone.status).toBe(404);
  });

  it("answers a read by uuid 405, as the platform does, and deletes with 204", async () => {
    const { uuid } = await create({ display_name: "doomed" });
    for (const path of [`/tll/network/firewalls/${uuid}`, `/network/firewalls/${uuid}`]) {
      const read = await api.call(path);
      expect(read.status, path).toBe(405);
      expect(read.headers.get("allow")).toBe("DELETE, PUT");
      expect(((await read.json()) as ErrorBody).errors.Error).toMatch(/^Method Not Allowed/);
    }
    expect((await api.call("/tll/network/firewalls/nosuchcall/really")).status).toBe(404);
    expect((await api.call(`/tll/network/firewalls/${uuid}`, { method: "DELETE" })).status).toBe(204);
    expect(await listed(uuid)).toBeUndefined();
    expect((await api.call(`/tll/network/firewalls/${uuid}`, { method: "DELETE" })).status).toBe(404);
  });

  it("keeps each location's firewalls apart", async () => {
    const { uuid } = await create({ display_name: "tll-only" });
    const elsewhere = await json<Firewall[]>("/jhv/network/firewalls");
    expect(elsewhere.map((f) => f.uuid)).not.toContain(uuid);
    expect((await api.call(`/jhv/network/firewalls/${uuid}`, { method: "PUT", json: { name: "x" } })).status).toBe(404);
  });
});
