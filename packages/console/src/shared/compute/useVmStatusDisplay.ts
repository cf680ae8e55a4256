import { useCallback } from "react";
import { useT } from "../../i18n";
import { sharedComputeMessages } from "./messages";
import type { StatusDisplay } from "./StatusBadge";
import { vmStatusDisplay } from "./statuses";

/**
 * How a VM's status is shown in the customer's language on the screens of other features (a firewall's or a VPC's
 * VMs): its words when the console knows it, else the status's own name as the platform wrote it.
 */
export function useVmStatusDisplay(): (status: string) => StatusDisplay {
  const t = useT(sharedComputeMessages);
  return useCallback(
    (status: string) => {
      const display = vmStatusDisplay(status);
      return { ...display, label: t("vm.statusLabel", { status, name: display.label }) };
    },
    [t],
  );
}
