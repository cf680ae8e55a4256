import type { MetalMachineStatus } from "@cloudconsole/sdk";
import { metalStatusDisplay, type StatusDisplay } from "../../shared/compute";
import type { MetalT } from "./messages";

/** A lease's status badge in the customer's language; a status the console does not know shows its own name. */
export function leaseStatusDisplay(t: MetalT, status: string): StatusDisplay {
  const labels: Record<MetalMachineStatus, string> = {
    available: t("status.available"),
    pending: t("status.pending"),
    in_use: t("status.in_use"),
    cleaning: t("status.cleaning"),
    offline: t("status.offline"),
    deleted: t("status.deleted"),
  };
  const display = metalStatusDisplay(status);
  return Object.hasOwn(labels, status) ? { ...display, label: labels[status as MetalMachineStatus] } : display;
}
