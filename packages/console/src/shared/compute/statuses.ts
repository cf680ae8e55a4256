import type { MetalMachineStatus, VmStatus } from "@cloudconsole/sdk";
import type { StatusDisplay } from "./StatusBadge";

/** Labels and tones of the VM statuses. */
export const VM_STATUS_DISPLAY: Record<VmStatus, StatusDisplay> = {
  creating: { label: "Creating", tone: "warning" },
  running: { label: "Running", tone: "success" },
  stopping: { label: "Stopping", tone: "warning" },
  stopped: { label: "Stopped", tone: "neutral" },
  deleted: { label: "Deleted", tone: "error" },
};

/** Labels and tones of the bare metal statuses. */
export const METAL_STATUS_DISPLAY: Record<MetalMachineStatus, StatusDisplay> = {
  available: { label: "Available", tone: "neutral" },
  pending: { label: "Pending", tone: "warning" },
  in_use: { label: "In use", tone: "success" },
  cleaning: { label: "Cleaning", tone: "warning" },
  offline: { label: "Offline", tone: "error" },
  deleted: { label: "Deleted", tone: "error" },
};

/**
 * A status the console has no words for (the platform may add one): its own name made readable ('in_migration' reads
 * 'In migration') in a neutral badge, never an empty one.
 */
export function unknownStatusDisplay(status: string | undefined): StatusDisplay {
  const words = (status ?? "").replace(/[_-]+/g, " ").trim();
  return { label: words ? words.charAt(0).toUpperCase() + words.slice(1) : "Unknown", tone: "neutral" };
}

/** The entry of `table` for `status`, if the console knows the status (own keys only: 'constructor' is no status). */
export function knownStatus<S extends string>(table: Record<S, StatusDisplay>, status: string | undefined): StatusDisplay | undefined {
  return status !== undefined && Object.hasOwn(table, status) ? table[status as S] : undefined;
}

/** How a VM status is shown; one outside the five known is shown by its own name. */
export function vmStatusDisplay(status: string): StatusDisplay {
  return knownStatus(VM_STATUS_DISPLAY, status) ?? unknownStatusDisplay(status);
}

/** How a bare metal status is shown; an unknown one by its own name. */
export function metalStatusDisplay(status: string): StatusDisplay {
  return knownStatus(METAL_STATUS_DISPLAY, status) ?? unknownStatusDisplay(status);
}

/**
 * States a VM passes through by itself; screens keep refreshing while one is shown. A status the console does not
 * know counts too: the list keeps being read until the VM reaches one it does.
 */
export function isVmTransitional(status: string): boolean {
  return status === "creating" || status === "stopping" || !knownStatus(VM_STATUS_DISPLAY, status);
}

/** A lease is on its way somewhere while its machine is being prepared or wiped, or in a status the console does not know. */
export function isLeaseTransitional(lease: { status: string }): boolean {
  return lease.status === "pending" || lease.status === "cleaning" || !knownStatus(METAL_STATUS_DISPLAY, lease.status);
}
