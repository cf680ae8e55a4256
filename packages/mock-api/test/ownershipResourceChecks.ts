// The ownership checks of located resources: bare metal, networks, load balancers, firewalls, VMs and their disks.
import { checksOf, type OwnershipContext } from "./ownershipCalls.js";

/** Located resources' operations, aimed at the other user's records. */
export function resourceChecks({ n, own, theirs, vm, lb, firewall, firewallCalls, vmCreate }: OwnershipContext) {
  return checksOf({
    // Bare metal
    "post /{location}/metal/leases": [
      { path: "/tll/metal/leases", form: { ...theirs, spec_uuid: "3d5e7f90-1111-4a2b-8c3d-000000000001", display_name: "m", requested_os_id: "debian-12" } },
    ],
    "patch /{location}/metal/leases/{uuid}": [{ path: `/tll/metal/leases/${n.lease.uuid}`, form: { display_name: "mine now" } }],
    "delete /{location}/metal/leases/{uuid}": [{ path: `/tll/metal/leases/${n.lease.uuid}` }],

    // Network
    "get /{location}/network/ip_addresses": [
      { path: "/tll/network/ip_addresses", query: theirs },
      { path: "/tll/network/ip_addresses", query: { vm_uuid: n.vm.uuid } },
    ],
    "post /{location}/network/ip_addresses": [{ path: "/tll/network/ip_addresses", json: { ...theirs, name: "x" } }],
    "patch /{location}/network/ip_addresses/{address}": [
      { path: `/tll/network/ip_addresses/${n.ip.address}`, json: { name: "mine now" } },
      { path: `/tll/network/ip_addresses/${own.ip.address}`, json: theirs },
    ],
    "delete /{location}/network/ip_addresses/{address}": [{ path: `/tll/network/ip_addresses/${n.ip.address}` }],
    "post /{location}/network/ip_addresses/{address}/assign": [
      { path: `/tll/network/ip_addresses/${n.ip.address}/assign`, json: { vm_uuid: own.vm.uuid } },
      { path: `/tll/network/ip_addresses/${own.ip.address}/assign`, json: { vm_uuid: n.vm.uuid } },
    ],
    "post /{location}/network/ip_addresses/{address}/unassign": [{ path: `/tll/network/ip_addresses/${n.ip.address}/unassign` }],
    "patch /{location}/network/network/{uuid}": [{ path: `/tll/network/network/${n.network.uuid}`, json: { name: "mine now" } }],
    "delete /{location}/network/network/{uuid}": [{ path: `/tll/network/network/${n.network.uuid}` }],
    "put /{location}/network/network/{uuid}/default": [{ path: `/tll/network/network/${n.network.uuid}/default` }],
    "post /{location}/network/load_balancers": [
      { path: "/tll/network/load_balancers", json: { ...theirs, display_name: "lb" } },
      { path: "/tll/network/load_balancers", json: { billing_account_id: own.account.id, display_name: "lb", network_uuid: n.network.uuid } },
      { path: "/tll/network/load_balancers", json: { billing_account_id: own.account.id, display_name: "lb", targets: [{ target_uuid: n.vm.uuid, target_type: "vm" }] } },
    ],
    "patch /{location}/network/load_balancers/{uuid}": [{ path: lb, json: { display_name: "mine now" } }],
    "delete /{location}/network/load_balancers/{uuid}": [{ path: lb }],
    "put /{location}/network/load_balancers/{uuid}/billing_account": [
      { path: `${lb}/billing_account`, query: { set_id: own.account.id } },
      { path: `/tll/network/load_balancers/${own.lb.uuid}/billing_account`, query: { set_id: n.account.id } },
    ],
    "post /{location}/network/load_balancers/{uuid}/forwarding_rules": [{ path: `${lb}/forwarding_rules`, json: { source_port: 81, target_port: 8081 } }],
    "delete /{location}/network/load_balancers/{uuid}/forwarding_rules/{rule_uuid}": [{ path: `${lb}/forwarding_rules/${n.rule.uuid}` }],
    "post /{location}/network/load_balancers/{uuid}/targets": [
      { path: `${lb}/targets`, json: { target_uuid: own.vm.uuid, target_type: "vm" } },
      { path: `/tll/network/load_balancers/${own.lb.uuid}/targets`, json: { target_uuid: n.vm.uuid, target_type: "vm" } },
    ],
    "delete /{location}/network/load_balancers/{uuid}/targets/{target_uuid}": [{ path: `${lb}/targets/${n.vm.uuid}` }],
    "get /{location}/network/ip_addresses/{address}": [{ path: `/tll/network/ip_addresses/${n.ip.address}` }],
    "get /{location}/network/network/{uuid}": [{ path: `/tll/network/network/${n.network.uuid}` }],
    "get /{location}/network/load_balancers/{uuid}": [{ path: lb }],
    "post /{location}/network/firewalls": [{ path: "/tll/network/firewalls", json: { ...theirs, display_name: "fw" } }],
    "put /{location}/network/firewalls/{uuid}": [{ path: firewall, json: { display_name: "mine now", rules: [] } }],
    "delete /{location}/network/firewalls/{uuid}": [{ path: firewall }],
    "post /{location}/network/firewalls/{uuid}/vms": firewallCalls("vms", "query", own.vm.uuid),
    "delete /{location}/network/firewalls/{uuid}/vms": firewallCalls("vms", "query", n.vm.uuid),
    "post /{location}/network/firewalls/{uuid}/assign": firewallCalls("assign", "json", own.vm.uuid),
    "post /{location}/network/firewalls/{uuid}/unassign": firewallCalls("unassign", "json", n.vm.uuid),

    // Virtual machines, their disks, snapshots and interfaces
    "post /{location}/user-resource/vm": [
      { path: "/tll/user-resource/vm", form: { ...theirs, ...vmCreate } },
      { path: "/tll/user-resource/vm", form: { billing_account_id: own.account.id, ...vmCreate, source_uuid: n.vm.uuid, source_replica: n.replica.uuid } },
      { path: "/tll/user-resource/vm", form: { billing_account_id: own.account.id, ...vmCreate, disk_uuid: n.spareDisk.uuid } },
      { path: "/tll/user-resource/vm", form: { billing_account_id: own.account.id, ...vmCreate, network_uuid: n.network.uuid } },
    ],
    "get /{location}/user-resource/vm": [{ path: "/tll/user-resource/vm", query: vm() }],
    "patch /{location}/user-resource/vm": [{ path: "/tll/user-resource/vm", form: vm({ name: "mine-now" }) }],
    "delete /{location}/user-resource/vm": [{ path: "/tll/user-resource/vm", form: vm() }],
    "post /{location}/user-resource/resource_billing": [
      { path: "/tll/user-resource/resource_billing", form: vm({ billing_account_id: own.account.id, resource_type: "vm" }) },
      { path: "/tll/user-resource/resource_billing", form: { uuid: own.vm.uuid, ...theirs } },
    ],
    "post /{location}/user-resource/vm/start": [{ path: "/tll/user-resource/vm/start", form: vm() }],
    "post /{location}/user-resource/vm/stop": [{ path: "/tll/user-resource/vm/stop", form: vm({ force: "true" }) }],
    "post /{location}/user-resource/vm/backup": [{ path: "/tll/user-resource/vm/backup", form: vm() }],
    "post /{location}/user-resource/vm/clone": [{ path: "/tll/user-resource/vm/clone", form: vm({ name: "copy" }) }],
    "post /{location}/user-resource/vm/reinstall": [{ path: "/tll/user-resource/vm/reinstall", form: vm({ os_name: "debian", os_version: "12" }) }],
    "post /{location}/user-resource/vm/rebuild": [{ path: "/tll/user-resource/vm/rebuild", form: vm({ replica_uuid: n.replica.uuid, type: "snapshot" }) }],
    "post /{location}/user-resource/vm/rescue_start": [{ path: "/tll/user-resource/vm/rescue_start", form: vm() }],
    "patch /{location}/user-resource/vm/user": [{ path: "/tll/user-resource/vm/user", form: vm({ username: "u", password: "NewSecret1" }) }],
    "post /{location}/user-resource/vm/replica": [{ path: "/tll/user-resource/vm/replica", form: vm() }],
    "delete /{location}/user-resource/vm/replica": [
      { path: "/tll/user-resource/vm/replica", form: vm({ replica_uuid: n.replica.uuid, type: "snapshot" }) },
      { path: "/tll/user-resource/vm/replica", form: { uuid: own.vm.uuid, replica_uuid: n.replica.uuid, type: "snapshot" } },
    ],
    "get /{location}/user-resource/vm/replica": [{ path: "/tll/user-resource/vm/replica", query: vm() }],
    "patch /{location}/user-resource/vm/replica": [
      { path: "/tll/user-resource/vm/replica", form: vm({ replica_uuid: n.replica.uuid }) },
      { path: "/tll/user-resource/vm/replica", form: { uuid: own.vm.uuid, replica_uuid: n.replica.uuid } },
    ],
    "post /{location}/user-resource/vm/boot_iso_media": [
      { path: "/tll/user-resource/vm/boot_iso_media", form: vm({ boot_image_uuid: "e3a5f2d6-7d15-11f0-85ba-047bcbc1cb26" }) },
      { path: "/tll/user-resource/vm/boot_iso_media", form: { uuid: own.vm.uuid, boot_image_uuid: n.blockDisk.uuid, boot_image_repository: "private" } },
    ],
    "post /{location}/user-resource/vm/ip/public": [{ path: "/tll/user-resource/vm/ip/public", form: vm() }],
    "delete /{location}/user-resource/vm/ip/public": [{ path: "/tll/user-resource/vm/ip/public", form: vm() }],
    "post /{location}/user-resource/vm/storage/attach": [
      { path: "/tll/user-resource/vm/storage/attach", form: vm({ storage_uuid: own.disk.uuid }) },
      { path: "/tll/user-resource/vm/storage/attach", form: { uuid: own.vm.uuid, storage_uuid: n.blockDisk.uuid } },
    ],
    "post /{location}/user-resource/vm/storage/detach": [
      { path: "/tll/user-resource/vm/storage/detach", form: vm({ storage_uuid: n.attachedDisk.uuid }) },
      { path: "/tll/user-resource/vm/storage/detach", form: { uuid: own.vm.uuid, storage_uuid: n.attachedDisk.uuid } },
    ],
    "post /{location}/user-resource/vm/storage": [{ path: "/tll/user-resource/vm/storage", form: vm({ size_gb: 10 }) }],
    "patch /{location}/user-resource/vm/storage": [{ path: "/tll/user-resource/vm/storage", form: vm({ disk_uuid: n.vm.storage[0]?.uuid ?? "", size_gb: 100 }) }],
    "delete /{location}/user-resource/vm/storage": [{ path: "/tll/user-resource/vm/storage", form: vm({ storage_uuid: n.vm.storage[1]?.uuid ?? "" }) }],
    "get /{location}/network/virtual-machines/{uuid}/interfaces": [{ path: `/tll/network/virtual-machines/${n.vm.uuid}/interfaces` }],
    "post /{location}/network/virtual-machines/{uuid}/interfaces/{if_uuid}/subinterfaces": [
      { path: `/tll/network/virtual-machines/${n.vm.uuid}/interfaces/${n.vm.uuid}/subinterfaces`, query: { network_uuid: own.network.uuid, vlan_tag: 12 } },
      { path: `/tll/network/virtual-machines/${own.vm.uuid}/interfaces/${own.vm.uuid}/subinterfaces`, query: { network_uuid: n.network.uuid, vlan_tag: 12 } },
    ],
    "delete /{location}/network/virtual-machines/{uuid}/subinterfaces/{if_uuid}": [{ path: `/tll/network/virtual-machines/${n.vm.uuid}/subinterfaces/${n.subinterface.uuid}` }],
  });
}
