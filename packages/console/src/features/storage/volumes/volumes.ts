import type { BlockDisk, PriceLists, VirtualMachine } from "@cloudconsole/sdk";
import { perGbPrice } from "../../../shared/pricing";

/** A volume (a block storage disk) with the location it lives in and the VM it is attached to, if any. */
export interface VolumeRow {
  disk: BlockDisk;
  location: string;
  /** The VM whose storage lists the disk: the disk list does not say, the VM's storage does. */
  vm?: VirtualMachine;
}

/** A volume's name: its display name, or its uuid when it has none. */
export function volumeName(disk: Pick<BlockDisk, "display_name" | "uuid">): string {
  return disk.display_name?.trim() || disk.uuid;
}

/** The VM among `vms` that has the disk attached (lists it in its storage), if one does. */
export function attachedVm(vms: readonly VirtualMachine[], diskUuid: string): VirtualMachine | undefined {
  return vms.find((vm) => vm.status !== "deleted" && (vm.storage ?? []).some((entry) => entry.uuid === diskUuid));
}

/** What `sizeGb` of block storage costs a month by the price list (its BLOCK_STORAGE tier for that size); undefined when the list has no such price. */
export function volumeMonthlyPrice(prices: PriceLists, sizeGb: number): number | undefined {
  return perGbPrice(prices, "BLOCK_STORAGE", sizeGb)?.monthly;
}

/** A VM may take a volume while it is running or stopped, as the platform allows. */
export function canAttachTo(vm: Pick<VirtualMachine, "status">): boolean {
  return vm.status === "running" || vm.status === "stopped";
}
