// What the API shows of managed services and bare metal leases.
import type { MetalLease, ServicePackage } from "@cloudconsole/sdk";
import { contractShape } from "../handlers/contract.js";
import type { LiveMetalLease, StoredMetalLease, StoredService } from "../store/entities.js";
import type { MockState } from "../store/state.js";

const asService = contractShape<ServicePackage>();
const asLease = contractShape<MetalLease>();

/** A service package as the API shows it: without its location, pending steps and secrets. */
export function serveService(service: StoredService): ServicePackage {
  const { location: _location, transition: _transition, secrets: _secrets, resource_steps: _steps, ...served } = service;
  return asService(served);
}

/** Whether a lease is still live (pending or in use). */
export function isLive(lease: StoredMetalLease): lease is LiveMetalLease {
  return lease.status !== "released";
}

/** A lease as the API shows it: the leased machine in place of the store's machine reference and clock fields. */
export function serveLease(state: MockState, lease: LiveMetalLease): MetalLease {
  const { location: _location, transition: _transition, started_at: _started, machine_uuid: machineUuid, ...served } = lease;
  const machine = state.metalMachines.find((m) => m.uuid === machineUuid);
  return asLease({
    ...served,
    machine: machine
      ? {
          label: machine.label,
          mac_addresses: machine.mac_addresses,
          public_ipv4: machine.public_ips[0] ?? null,
          public_ipv6: null,
          ssh_credentials: lease.status === "in_use" ? "root / mock-password" : null,
          admin_notes: null,
          status: machine.status,
        }
      : null,
  });
}
