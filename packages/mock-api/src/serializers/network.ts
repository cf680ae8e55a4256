// What the API shows of networks, floating IPs and load balancers. A network's VMs and resource count are computed
// here from the VMs and load balancers on it, never kept on the network.
import type { IpAddress, LoadBalancer, Network } from "@cloudconsole/sdk";
import { contractShape } from "../handlers/contract.js";
import type { StoredIp, StoredLoadBalancer, StoredNetwork } from "../store/entities.js";
import type { MockState } from "../store/state.js";

const asNetwork = contractShape<Network>();
const asIp = contractShape<IpAddress>();
const asLoadBalancer = contractShape<LoadBalancer>();

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

/** A load balancer as the API shows it: without its location. */
export function serveLoadBalancer(lb: StoredLoadBalancer): LoadBalancer {
  const { location: _location, ...served } = lb;
  return asLoadBalancer(served);
}
