// What the API shows of networks, floating IPs, load balancers and firewalls. A network's VMs and resource count, and
// the VMs a firewall guards, are computed here from the live VMs, never kept.
import type { Firewall, IpAddress, LoadBalancer, Network } from "@cloudconsole/sdk";
import { contractShape } from "../handlers/contract.js";
import type { StoredFirewall, StoredIp, StoredLoadBalancer, StoredNetwork } from "../store/entities.js";
import type { MockState } from "../store/state.js";

const asNetwork = contractShape<Network>();
const asIp = contractShape<IpAddress>();
const asLoadBalancer = contractShape<LoadBalancer>();
const asFirewall = contractShape<Firewall>();

/** What is on each network: its live VMs (in creation order) and how many live load balancers. */
export interface NetworkMembers {
  vmUuids: string[];
  loadBalancers: number;
}

/** The members of every network, in one pass over the VMs and load balancers. */
export function networkMembers(state: MockState): Map<string, NetworkMembers> {
  const members = new Map<string, NetworkMembers>();
  const of = (uuid: string) => {
    let entry = members.get(uuid);
    if (!entry) {
      entry = { vmUuids: [], loadBalancers: 0 };
      members.set(uuid, entry);
    }
    return entry;
  };
  for (const vm of state.vms) if (vm.status !== "deleted" && vm.network_uuid) of(vm.network_uuid).vmUuids.push(vm.uuid);
  for (const lb of state.loadBalancers) if (!lb.is_deleted && lb.network_uuid) of(lb.network_uuid).loadBalancers += 1;
  return members;
}

const NOTHING_ON_IT: NetworkMembers = { vmUuids: [], loadBalancers: 0 };

/** The members of one network. */
export function membersOf(state: MockState, network: StoredNetwork): NetworkMembers {
  return networkMembers(state).get(network.uuid) ?? NOTHING_ON_IT;
}

function shape(network: StoredNetwork, { vmUuids, loadBalancers }: NetworkMembers): Network {
  const { location: _location, user_id: _owner, ...served } = network;
  return asNetwork({ ...served, vm_uuids: [...vmUuids], resources_count: vmUuids.length + loadBalancers });
}

/** Networks as the API shows them: `vm_uuids` and `resources_count` (VMs plus load balancers) from what is on them. */
export function serveNetworks(state: MockState, networks: StoredNetwork[]): Network[] {
  const members = networkMembers(state);
  return networks.map((network) => shape(network, members.get(network.uuid) ?? NOTHING_ON_IT));
}

/** One network as the API shows it. */
export function serveNetwork(state: MockState, network: StoredNetwork): Network {
  return shape(network, membersOf(state, network));
}

/** A floating IP as the API shows it: without its location. */
export function serveIp(ip: StoredIp): IpAddress {
  const { location: _location, ...served } = ip;
  return asIp(served);
}

/** A load balancer as the API shows it: without its location; a live one has no deleted_at. */
export function serveLoadBalancer(lb: StoredLoadBalancer): LoadBalancer {
  const { location: _location, ...served } = lb;
  return asLoadBalancer({ ...served, deleted_at: null });
}

/** The VMs a firewall guards, as the API lists them: only those not deleted since. */
export function firewallResources(state: MockState, firewall: StoredFirewall): Firewall["resources_assigned"] {
  const live = new Set(state.vms.filter((vm) => vm.status !== "deleted").map((vm) => vm.uuid));
  return firewall.vm_uuids.filter((uuid) => live.has(uuid)).map((uuid) => ({ resource_type: "vm" as const, resource_uuid: uuid }));
}

/** A firewall as the API shows it: named twice (name and display_name), with the live VMs it guards. */
export function serveFirewall(state: MockState, firewall: StoredFirewall): Firewall {
  const { location: _location, vm_uuids: _vms, ...served } = firewall;
  return asFirewall({ ...served, name: firewall.display_name, resources_assigned: firewallResources(state, firewall), deleted_at: null });
}
