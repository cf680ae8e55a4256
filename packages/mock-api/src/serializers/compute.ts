// What the API shows of a VM: the stored record without the store's own fields.
import type { VirtualMachine, VmInterface } from "@cloudconsole/sdk";
import { contractShape } from "../handlers/contract.js";
import type { StoredVm } from "../store/entities.js";
import type { MockState } from "../store/state.js";

const asVm = contractShape<VirtualMachine>();
const asInterface = contractShape<VmInterface>();

/** A VM as the API shows it: without its location, pending lifecycle step and network; `license_type` null when it has none (doc-vm-get-vm-info). */
export function serveVm(vm: StoredVm): VirtualMachine {
  const { location: _location, transition: _transition, network_uuid: _network, ...served } = vm;
  return asVm({ ...served, license_type: served.license_type ?? null });
}

/** A VM's interfaces: one, on its network, with the VLAN sub-interfaces made on it. */
export function serveInterfaces(state: MockState, vm: StoredVm): VmInterface[] {
  const subinterfaces = state.subinterfaces[vm.uuid] ?? [];
  return [asInterface({ uuid: vm.uuid, mac_addr: vm.mac, network_uuid: vm.network_uuid, private_ipv4: vm.private_ipv4, subinterfaces })];
}
