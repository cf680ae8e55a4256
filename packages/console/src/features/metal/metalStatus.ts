import type { MetalMachineStatus } from "@cloudconsole/sdk";
import type { StatusTone } from "../compute/vmStatus";

/** Labels and tones of the bare metal statuses of spec §4. */
export const METAL_STATUS_DISPLAY: Record<MetalMachineStatus, { label: string; tone: StatusTone }> = {
  available: { label: "Available", tone: "neutral" },
  pending: { label: "Pending", tone: "warning" },
  in_use: { label: "In use", tone: "success" },
  cleaning: { label: "Cleaning", tone: "warning" },
  offline: { label: "Offline", tone: "error" },
  deleted: { label: "Deleted", tone: "error" },
};
