import { useMemo } from "react";
import { VM_STATUS_VALUES, type VmStatus } from "@cloudconsole/sdk";
import { useT } from "../../i18n";
import { sharedComputeMessages, type SharedComputeT } from "./messages";
import type { StatusDisplay } from "./StatusBadge";
import { metalStatusDisplay, vmStatusDisplay } from "./statuses";

/** A VM's badge in the customer's language: its words when the console knows the status, else its own name. */
export function vmStatusBadge(t: SharedComputeT, status: string): StatusDisplay {
  const display = vmStatusDisplay(status);
  return { ...display, label: t("vm.statusLabel", { status, name: display.label }) };
}

/** A bare metal server's badge in the customer's language, the same way. */
export function metalStatusBadge(t: SharedComputeT, status: string): StatusDisplay {
  const display = metalStatusDisplay(status);
  return { ...display, label: t("lease.statusLabel", { status, name: display.label }) };
}

/**
 * How VM and bare metal statuses are shown in the customer's language on every screen (one catalogue holds their
 * words): a badge function for each, and each VM status's words for a filter's options; made once per language.
 */
export function useComputeStatusDisplay() {
  const t = useT(sharedComputeMessages);
  return useMemo(
    () => ({
      vmLabels: Object.fromEntries(VM_STATUS_VALUES.map((status) => [status, vmStatusBadge(t, status).label])) as Record<VmStatus, string>,
      vm: (status: string) => vmStatusBadge(t, status),
      metal: (status: string) => metalStatusBadge(t, status),
    }),
    [t],
  );
}

/** The status functions `useComputeStatusDisplay` gives. */
export type ComputeStatusDisplay = ReturnType<typeof useComputeStatusDisplay>;
