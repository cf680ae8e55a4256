// What the API shows of a VM: the stored record without the store's own fields.
import type { VirtualMachine, VmInterface } from "@cloudconsole/sdk";
import { contractShape } from "../handlers/contract.js";
import type { StoredVm } from "../store/entities.js";
import type { MockState } from "../store/state.js";

const asVm = contractShape<VirtualMachine>();
const asInterface = contractShape<VmInterface>();

/**
 * A VM as the API shows it: without its location, pending lifecycle step and network; `license_type` null when it has
 * none (doc-vm-get-vm-info); its public address (a floating IP assigned to it), the saved keys it was created with and
 * the ISO it booted from derived from the store.
 */
export function serveVm(state: MockState, vm: StoredVm): VirtualMachine {
  const { location: _location, transition: _transition, network_uuid: _network, publicKeys = [], bootedIso = null, ...served } = vm;
  const publicIp = state.ips.find((ip) => ip.assigned_to === vm.uuid && !ip.is_deleted);
  const keys = (state.sshKeys ?? []).filter((key) => key.user_id === vm.user_id && publicKeys.includes(key.public_key.trim()));
  return asVm({
    ...served,
    license_type: served.license_type ?? null,
    public_ipv4: publicIp?.address ?? null,
    hypervisor_id: null,
    ssh_keys: keys.map((key) => ({ uuid: key.uuid, name: key.name })),
    boot_iso: bootedIso,
  });
}

/** A VM's interfaces: one, on its network, with the VLAN sub-interfaces made on it. */
export function serveInterfaces(state: MockState, vm: StoredVm): VmInterface[] {
  const subinterfaces = state.subinterfaces[vm.uuid] ?? [];
  return [asInterface({ uuid: vm.uuid, mac_addr: vm.mac, network_uuid: vm.network_uuid, private_ipv4: vm.private_ipv4, subinterfaces })];
}
