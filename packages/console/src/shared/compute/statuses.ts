import type { MetalLease, MetalMachineStatus, VmStatus } from "@cloudconsole/sdk";
import type { StatusDisplay } from "./StatusBadge";

/** Labels and tones of the VM statuses. */
export const VM_STATUS_DISPLAY: Record<VmStatus, StatusDisplay> = {
  creating: { label: "Creating", tone: "warning" },
  running: { label: "Running", tone: "success" },
  stopping: { label: "Stopping", tone: "warning" },
  stopped: { label: "Stopped", tone: "neutral" },
  deleted: { label: "Deleted", tone: "error" },
};

/** States a VM passes through by itself; screens keep refreshing while one is shown. */
export function isVmTransitional(status: VmStatus): boolean {
  return status === "creating" || status === "stopping";
}

/** Labels and tones of the bare metal statuses. */
export const METAL_STATUS_DISPLAY: Record<MetalMachineStatus, StatusDisplay> = {
  available: { label: "Available", tone: "neutral" },
  pending: { label: "Pending", tone: "warning" },
  in_use: { label: "In use", tone: "success" },
  cleaning: { label: "Cleaning", tone: "warning" },
  offline: { label: "Offline", tone: "error" },
  deleted: { label: "Deleted", tone: "error" },
};

/** A lease is on its way somewhere while its machine is being prepared or wiped. */
export function isLeaseTransitional(lease: Pick<MetalLease, "status">): boolean {
  return lease.status === "pending" || lease.status === "cleaning";
}
