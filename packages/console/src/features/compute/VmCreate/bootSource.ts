import type { ReplicaType, VirtualMachine } from "@cloudconsole/sdk";
import { dateSortValue } from "../../../format";

/** What a new VM can boot from: an image (os_name/os_version), a snapshot or backup of a VM, or an unattached disk. */
export const BOOT_SOURCES = ["image", "replica", "disk"] as const;

/** What a new VM boots from. */
export type BootSource = (typeof BOOT_SOURCES)[number];

/** A snapshot or backup a new VM can start from, with what the form needs of its VM (the replica carries its OS). */
export interface ReplicaChoice {
  location: string;
  vmUuid: string;
  vmName: string;
  replicaUuid: string;
  type: ReplicaType;
  createdAt: string;
  /** GB; the new VM's disk must be at least this big. */
  sizeGb: number;
  osName: string;
  osVersion: string;
  vcpu: number;
  memoryMb: number;
}

/** Every snapshot and backup of the given VMs' disks, newest first. */
export function replicaChoices(rows: readonly { vm: VirtualMachine; location: string }[]): ReplicaChoice[] {
  return rows
    .filter(({ vm }) => vm.status !== "deleted")
    .flatMap(({ vm, location }) =>
      (vm.storage ?? []).flatMap((disk) =>
        (disk.replica ?? []).map((replica) => ({
          location,
          vmUuid: vm.uuid,
          vmName: vm.name,
          replicaUuid: replica.uuid,
          type: replica.type,
          createdAt: replica.created_at ?? "",
          // A replica without a size is as big as the disk it copies.
          sizeGb: replica.size || disk.size,
          osName: vm.os_name,
          osVersion: vm.os_version,
          vcpu: vm.vcpu,
          memoryMb: vm.memory,
        })),
      ),
    )
    .sort((a, b) => dateSortValue(b.createdAt) - dateSortValue(a.createdAt));
}

/**
 * 'web-1 · snapshot · 1 Jan 2026, 03:00': the VM, the kind of copy (in the words of `typeWord`), and when it was taken
 * (written by `dateTime`).
 */
export function replicaLabel(choice: Pick<ReplicaChoice, "vmName" | "type" | "createdAt">, dateTime: (value: string) => string, typeWord: (type: ReplicaType) => string): string {
  return [choice.vmName, typeWord(choice.type), choice.createdAt && dateTime(choice.createdAt)].filter(Boolean).join(" · ");
}

/** The choice a form's `sourceUuid` + `sourceReplica` name in its location, if it is offered there. */
export function findReplicaChoice(
  choices: readonly ReplicaChoice[],
  { location, sourceUuid, sourceReplica }: { location: string; sourceUuid: string; sourceReplica: string },
): ReplicaChoice | undefined {
  return choices.find((choice) => choice.location === location && choice.vmUuid === sourceUuid && choice.replicaUuid === sourceReplica);
}

/** 8-4-4-4-12 hexadecimal digits, any version: what the API prints for disk uuids. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a text is a UUID. */
export function isUuid(text: string): boolean {
  return UUID.test(text.trim());
}
