import type { StoredService } from "./entities.js";
import type { MockState } from "./state.js";

/** How long each lifecycle step takes on the store's clock. */
export const LIFECYCLE_MS = {
  vmCreate: 8_000,
  /** A graceful stop where the mock is told to show one (the console's); by default a stop answers `stopped` at once. */
  vmStop: 3_000,
  serviceCreate: 15_000,
  /** A managed service's VM starting or stopping. */
  serviceResource: 3_000,
  serviceRebuild: 10_000,
  metalProvision: 20_000,
  /** A released machine is `cleaning` this long before it is `available` again. */
  metalCleaning: 10 * 60 * 1000,
  /** A lease cannot be released sooner than this after it began ("Too soon to release machine"). */
  metalMinLease: 60 * 60 * 1000,
} as const;

/** Resources that have finished starting or stopping take their state; a service is stopped once all of its resources are. */
function settleServiceResources(service: StoredService, now: number): void {
  const due = service.resource_steps?.filter((step) => step.at <= now) ?? [];
  if (due.length === 0) return;
  for (const step of due) {
    const resource = service.resources.find((r) => r.resource_id === step.resource_id);
    if (resource) resource.resource_allocation = { ...resource.resource_allocation, status: step.to };
  }
  service.resource_steps = service.resource_steps?.filter((step) => step.at > now);
  if (service.status === "active" || service.status === "stopped") {
    service.status = service.resources.every((r) => r.resource_allocation.status === "stopped") ? "stopped" : "active";
  }
}

/** Apply every transition that is due at `now`; cheap enough to call before each request. */
export function settleLifecycles(state: MockState, now: number): void {
  for (const vm of state.vms) {
    if (vm.transition && vm.transition.at <= now) {
      vm.status = vm.transition.to;
      vm.transition = null;
      // An ISO boots once: stopped, the VM boots from its disk again.
      if (vm.status === "stopped") vm.bootedIso = null;
    }
  }
  for (const service of state.services) {
    if (service.transition && service.transition.at <= now) {
      service.status = service.transition.to;
      service.transition = null;
    }
    settleServiceResources(service, now);
  }
  // A month's invoice is IN_PROGRESS (0) until the month ends, then UNPAID (5) until paid (10).
  for (const invoice of state.invoices) {
    if (invoice.status === 0 && invoice.period_end * 1000 <= now) invoice.status = 5;
  }
  for (const lease of state.metalLeases) {
    if (lease.transition && lease.transition.at <= now) {
      lease.status = lease.transition.to;
      lease.os_id = lease.requested_os_id;
      lease.transition = null;
      const machine = state.metalMachines.find((m) => m.uuid === lease.machine_uuid);
      if (machine) machine.status = "in_use";
    }
  }
  // A released (cleaning) machine has no lease and no billing account; it is leasable again once cleaned.
  for (const machine of state.metalMachines) {
    if (machine.status === "cleaning" && typeof machine.ready_at === "number" && machine.ready_at <= now) {
      machine.status = "available";
      machine.ready_at = null;
    }
  }
}
