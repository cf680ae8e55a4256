import { describe, expect, it } from "vitest";
import { useTestServer } from "./helpers.js";

interface Ip {
  uuid: string;
  address: string;
  is_deleted: boolean;
  assigned_to: string | null;
  assigned_to_resource_type: string | null;
  assigned_to_private_ip: string | null;
}
interface Vm {
  uuid: string;
  name: string;
  private_ipv4: string;
}
interface Network {
  uuid: string;
  is_default: boolean;
  vm_uuids: string[];
}
interface Lb {
  uuid: string;
  deleted_at: string | null;
  private_address: string;
  network_uuid: string;
  forwarding_rules: { source_port: number; settings?: { connection_limit?: number; session_persistence?: string | null } }[];
  targets: { target_uuid: string; target_ip_address: string | null }[];
}
type ErrorBody = { errors: { Error: string } };

describe("network relations", () => {
  const api = useTestServer({ preset: "demo" });
  const json = async <T>(path: string, init?: Parameters<typeof api.call>[1]) => (await (await api.call(path, init)).json()) as T;
  const spareIp = async () => {
    const spare = (await json<Ip[]>("/tll/network/ip_addresses")).find((ip) => !ip.assigned_to && !ip.is_deleted);
    if (!spare) throw new Error("the demo preset should have a spare IP in tll");
    return spare;
  };

  it("assigns a floating IP to a load balancer by its private address", async () => {
    const spare = await spareIp();
    const [lb] = await json<Lb[]>("/tll/network/load_balancers");
    if (!lb) throw new Error("the demo preset should have a load balancer in tll");
    const assigned = await json<Ip>(`/tll/network/ip_addresses/${spare.address}/assign`, { method: "POST", form: { private_ip: lb.private_address } });
    expect(assigned).toMatchObject({ assigned_to: lb.uuid, assigned_to_resource_type: "load_balancer", assigned_to_private_ip: lb.private_address });
    await api.call(`/tll/network/ip_addresses/${spare.address}/unassign`, { method: "POST" });
  });

  it("refuses to delete an assigned floating IP", async () => {
    const assigned = (await json<Ip[]>("/tll/network/ip_addresses")).find((ip) => ip.assigned_to);
    const response = await api.call(`/tll/network/ip_addresses/${assigned?.address ?? ""}`, { method: "DELETE" });
    expect(response.status).toBe(409);
    expect(((await response.json()) as ErrorBody).errors.Error).toMatch(/unassign it first/);
  });

  it("releases a deleted VM's floating IP", async () => {
    const [vm] = await json<Vm[]>("/tll/user-resource/vm/list");
    if (!vm) throw new Error("the demo preset should have VMs in tll");
    const spare = await spareIp();
    await api.call(`/tll/network/ip_addresses/${spare.address}/assign`, { method: "POST", form: { private_ip: vm.private_ipv4 } });
    expect((await api.call("/tll/user-resource/vm", { method: "DELETE", form: { uuid: vm.uuid } })).status).toBe(200);
    const after = (await json<Ip[]>("/tll/network/ip_addresses")).find((ip) => ip.address === spare.address);
    expect(after?.assigned_to).toBeNull();
  });

  it("creates a load balancer with its rules' settings, and refuses targets outside its network", async () => {
    const networks = await json<Network[]>("/tll/network/networks");
    const vms = await json<Vm[]>("/tll/user-resource/vm/list");
    const home = networks.find((n) => n.vm_uuids.length > 0);
    const other = networks.find((n) => n !== home);
    const inside = vms.find((vm) => home?.vm_uuids.includes(vm.uuid));
    if (!home || !other || !inside) throw new Error("the demo preset should have two networks in tll, one with VMs");
    const accounts = await json<{ id: number }[]>("/payment/billing_account/list");
    const rules = JSON.stringify([{ source_port: 80, target_port: 8080, connection_limit: 500, session_persistence: "SOURCE_IP" }]);
    const lb = await json<Lb>("/tll/network/load_balancers", {
      method: "POST",
      form: { display_name: "edge", billing_account_id: accounts[0]?.id ?? 0, network_uuid: home.uuid, reserve_public_ip: false, rules, targets: JSON.stringify([{ target_uuid: inside.uuid, target_type: "vm" }]) },
    });
    expect(lb.forwarding_rules[0]?.settings).toEqual({ connection_limit: 500, session_persistence: "SOURCE_IP" });
    expect(lb.targets.map((t) => t.target_uuid)).toEqual([inside.uuid]);

    const elsewhere = await api.call("/tll/network/load_balancers", {
      method: "POST",
      form: { display_name: "astray", billing_account_id: accounts[0]?.id ?? 0, network_uuid: other.uuid, targets: JSON.stringify([{ target_uuid: inside.uuid, target_type: "vm" }]) },
    });
    expect(elsewhere.status).toBe(400);
    expect(((await elsewhere.json()) as ErrorBody).errors.Error).toMatch(/not in the load balancer's network/);
  });

  it("refuses a forwarding rule with a port out of range", async () => {
    const [lb] = await json<Lb[]>("/tll/network/load_balancers");
    const response = await api.call(`/tll/network/load_balancers/${lb?.uuid ?? ""}/forwarding_rules`, { method: "POST", form: { source_port: 70000, target_port: 80 } });
    expect(response.status).toBe(400);
  });

  it("reads one floating IP, network and load balancer, as listed, and answers 404 for one that is not there", async () => {
    const [ip] = await json<Ip[]>("/tll/network/ip_addresses");
    const [network] = await json<Network[]>("/tll/network/networks");
    const [lb] = await json<Lb[]>("/tll/network/load_balancers");
    if (!ip || !network || !lb) throw new Error("the demo preset should have an IP, a network and a load balancer in tll");
    expect(await json(`/tll/network/ip_addresses/${ip.address}`)).toEqual(ip);
    expect(await json(`/tll/network/network/${network.uuid}`)).toEqual(network);
    expect(await json(`/tll/network/load_balancers/${lb.uuid}`)).toEqual(lb);
    expect(lb.deleted_at).toBeNull();
    for (const missing of ["/tll/network/ip_addresses/203.0.113.9", "/tll/network/network/nope", "/tll/network/load_balancers/nope", `/jhv/network/load_balancers/${lb.uuid}`]) {
      expect((await api.call(missing)).status, missing).toBe(404);
    }
  });

  it("lists a released floating IP marked deleted, with its uuid, and finds it nowhere else", async () => {
    const spare = await spareIp();
    expect(spare.uuid).toEqual(expect.any(String));
    expect((await api.call(`/tll/network/ip_addresses/${spare.address}`, { method: "DELETE" })).status).toBe(200);
    const listed = (await json<Ip[]>("/tll/network/ip_addresses")).filter((ip) => ip.address === spare.address);
    expect(listed).toEqual([expect.objectContaining({ uuid: spare.uuid, is_deleted: true, assigned_to: null })]);
    expect((await api.call(`/tll/network/ip_addresses/${spare.address}`)).status).toBe(404);
    expect((await api.call(`/tll/network/ip_addresses/${spare.address}`, { method: "DELETE" })).status).toBe(404);
  });

  it("answers a new target without its address and a new forwarding rule whole, as the live API does", async () => {
    const [lb] = await json<Lb[]>("/tll/network/load_balancers");
    const networks = await json<Network[]>("/tll/network/networks");
    const vms = await json<Vm[]>("/tll/user-resource/vm/list");
    const home = networks.find((n) => n.uuid === lb?.network_uuid);
    const spareVm = vms.find((vm) => home?.vm_uuids.includes(vm.uuid) && !lb?.targets.some((t) => t.target_uuid === vm.uuid));
    if (!lb || !spareVm) throw new Error("the demo preset should have a VM in the load balancer's network that it does not target");
    const added = await json(`/tll/network/load_balancers/${lb.uuid}/targets`, { method: "POST", json: { target_uuid: spareVm.uuid, target_type: "vm" } });
    expect(added).toEqual({ target_uuid: spareVm.uuid, target_type: "vm", target_ip_address: null, created_at: expect.any(String) });
    const read = await json<Lb>(`/tll/network/load_balancers/${lb.uuid}`);
    expect(read.targets.find((t) => t.target_uuid === spareVm.uuid)?.target_ip_address).toBe(spareVm.private_ipv4);

    const rule = await json(`/tll/network/load_balancers/${lb.uuid}/forwarding_rules`, { method: "POST", json: { source_port: 8443, target_port: 443 } });
    expect(rule).toEqual({
      uuid: expect.any(String),
      protocol: "TCP",
      source_port: 8443,
      target_port: 443,
      created_at: expect.any(String),
      settings: { connection_limit: 10000, session_persistence: null },
    });
  });
});
