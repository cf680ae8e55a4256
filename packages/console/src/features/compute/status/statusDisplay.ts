import { useMemo } from "react";
import type { MetalMachineStatus, VmStatus } from "@cloudconsole/sdk";
import { useT } from "../../../i18n";
import { metalStatusDisplay, vmStatusDisplay, type StatusDisplay } from "../../../shared/compute";
import { computeStatusMessages, type ComputeStatusT } from "./messages";

/** Each VM status in the customer's language. */
export function vmStatusLabels(t: ComputeStatusT): Record<VmStatus, string> {
  return {
    creating: t("vm.creating"),
    running: t("vm.running"),
    stopping: t("vm.stopping"),
    stopped: t("vm.stopped"),
    deleted: t("vm.deleted"),
  };
}

/** Each bare metal status in the customer's language. */
export function metalStatusLabels(t: ComputeStatusT): Record<MetalMachineStatus, string> {
  return {
    available: t("metal.available"),
    pending: t("metal.pending"),
    in_use: t("metal.in_use"),
    cleaning: t("metal.cleaning"),
    offline: t("metal.offline"),
    deleted: t("metal.deleted"),
  };
}

/** A status's badge: its words from `labels` when the console knows it, else its own name as the platform wrote it. */
function translated(display: StatusDisplay, labels: Record<string, string>, status: string): StatusDisplay {
  return Object.hasOwn(labels, status) ? { ...display, label: labels[status] ?? display.label } : display;
}

/** How VM and bare metal statuses are shown in the customer's language: one function each, made once per language. */
export function useComputeStatusDisplay() {
  const t = useT(computeStatusMessages);
  return useMemo(() => {
    const vmLabels = vmStatusLabels(t);
    const metalLabels = metalStatusLabels(t);
    return {
      vmLabels,
      vm: (status: string) => translated(vmStatusDisplay(status), vmLabels, status),
      metal: (status: string) => translated(metalStatusDisplay(status), metalLabels, status),
    };
  }, [t]);
}

/** The status functions `useComputeStatusDisplay` gives. */
export type ComputeStatusDisplay = ReturnType<typeof useComputeStatusDisplay>;
