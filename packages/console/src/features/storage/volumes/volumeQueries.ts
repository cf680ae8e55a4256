import { useCallback } from "react";
import { useSuspenseQueries, type UseSuspenseQueryResult } from "@tanstack/react-query";
import type { BillingAccount, BlockDisk, Location, PriceLists, VirtualMachine } from "@cloudconsole/sdk";
import { configQueries, storageMutations, storageQueries, vmMutations } from "@cloudconsole/sdk/query";
import { useApiClient } from "../../../api/ApiClientContext";
import { useApiMutation } from "../../../api/useApiMutation";
import { useT } from "../../../i18n";
import { plainName } from "../../../shared/names";
import { useComputeLocations, vmListQuery } from "../../../shared/compute";
import { billingAccountName, billingAccountQueries } from "../../billing";
import { volumeMessages } from "./messages";
import type { VolumeSourceType } from "./volumeSources";
import { attachedVm, volumeName, type VolumeRow } from "./volumes";

/** Everything the volume screens show, across the enabled locations. */
export interface VolumeResources {
  locations: Location[];
  volumes: VolumeRow[];
  /** Every VM with its location: what a volume can be attached to. */
  vms: { vm: VirtualMachine; location: string }[];
  accounts: BillingAccount[];
  prices: PriceLists;
  accountName: (id: number | undefined) => string;
}

// Module-level, so each answer's selection is computed once: they tell the lists apart in `combine`.
const tagDisks = (disks: BlockDisk[]) => ({ kind: "disks" as const, disks });
const tagVms = (vms: VirtualMachine[]) => ({ kind: "vms" as const, vms });
const tagAccounts = (accounts: BillingAccount[]) => ({ kind: "accounts" as const, accounts });
const tagPrices = (prices: PriceLists) => ({ kind: "prices" as const, prices });
type Tagged = ReturnType<typeof tagDisks> | ReturnType<typeof tagVms> | ReturnType<typeof tagAccounts> | ReturnType<typeof tagPrices>;

/**
 * Per enabled location its disks and its VMs (whose storage says which disk is attached where), plus the billing
 * accounts and the price list, all requested at once under one suspense.
 */
export function useVolumes(): VolumeResources {
  const client = useApiClient();
  const locations = useComputeLocations();
  const combine = useCallback(
    (results: UseSuspenseQueryResult<Tagged>[]): VolumeResources => {
      const disks: { disk: BlockDisk; location: string }[] = [];
      const combined: VolumeResources = { locations, volumes: [], vms: [], accounts: [], prices: {}, accountName: () => "" };
      results.forEach(({ data }, index) => {
        // The disk lists come first, one per location, then the VM lists in the same order, then accounts and prices.
        const location = locations[index % Math.max(locations.length, 1)]?.slug ?? "";
        if (data.kind === "disks") disks.push(...data.disks.map((disk) => ({ disk, location })));
        else if (data.kind === "vms") combined.vms.push(...data.vms.map((vm) => ({ vm, location })));
        else if (data.kind === "accounts") combined.accounts = data.accounts;
        else combined.prices = data.prices;
      });
      combined.volumes = disks.map(({ disk, location }) => ({
        disk,
        location,
        vm: attachedVm(combined.vms.filter((row) => row.location === location).map((row) => row.vm), disk.uuid),
      }));
      const accounts = combined.accounts;
      combined.accountName = (id) => (id === undefined ? "—" : billingAccountName(accounts, id));
      return combined;
    },
    [locations],
  );
  return useSuspenseQueries({
    queries: [
      ...locations.map((location) => ({ ...storageQueries.disks(client, location.slug), select: tagDisks })),
      ...locations.map((location) => ({ ...vmListQuery(client, location.slug), select: tagVms })),
      { ...billingAccountQueries.list(client), select: tagAccounts },
      { ...configQueries.currentPrices(client), select: tagPrices },
    ],
    combine,
  });
}

/** What a new volume is made of: in a location, charged to a billing account, empty or a copy of a source. */
export interface NewVolume {
  location: string;
  /** GB; left out, a copy takes its source's size. */
  sizeGb: number | undefined;
  billingAccountId: number;
  name: string;
  sourceType: VolumeSourceType;
  /** The OS image (`ubuntu_24.04`), volume or snapshot copied; ignored for an empty disk. */
  source: string;
}

/** POST storage/disks: a disk, named when a name is given, empty or made from its source. */
export function useCreateVolume() {
  const t = useT(volumeMessages);
  return useApiMutation({
    mutation: storageMutations.createDisk,
    variables: (input: NewVolume) => ({
      location: input.location,
      body: {
        billing_account_id: input.billingAccountId,
        source_image_type: input.sourceType,
        ...(input.sizeGb === undefined ? {} : { size_gb: input.sizeGb }),
        ...(input.sourceType === "EMPTY" ? {} : { source_image: input.source }),
        ...(input.name.trim() ? { display_name: input.name.trim() } : {}),
      },
    }),
    failure: t("failure.create"),
    success: (disk) => t("toast.created", { name: plainName(volumeName(disk)) }),
  });
}

/** What changes on a volume: its name, its billing account, or both; what is left out stays. */
export interface VolumeChanges {
  name?: string;
  billingAccountId?: number;
}

/** PATCH storage/disks/{uuid}: renames the volume or moves it to another billing account, sending only what changed. */
export function useUpdateVolume(location: string, diskUuid: string) {
  const t = useT(volumeMessages);
  return useApiMutation({
    mutation: storageMutations.updateDisk,
    variables: (changes: VolumeChanges) => ({
      location,
      disk_uuid: diskUuid,
      body: {
        ...(changes.name === undefined ? {} : { display_name: changes.name }),
        ...(changes.billingAccountId === undefined ? {} : { billing_account_id: changes.billingAccountId }),
      },
    }),
    failure: t("failure.update"),
    success: (disk) => t("toast.saved", { name: plainName(volumeName(disk)) }),
  });
}

/** DELETE storage/disks/{uuid}: the platform refuses a disk still attached. The page leaves first, so the list refreshes behind it. */
export function useDeleteVolume(location: string, disk: BlockDisk) {
  const t = useT(volumeMessages);
  return useApiMutation({
    mutation: storageMutations.deleteDisk,
    variables: () => ({ location, disk_uuid: disk.uuid }),
    failure: t("failure.delete"),
    success: t("toast.deleted", { name: plainName(volumeName(disk)) }),
    refreshInBackground: true,
  });
}

/** A volume and the VM it is attached to or detached from. */
export interface VolumeAttachment {
  location: string;
  diskUuid: string;
  vmUuid: string;
}

const attachmentBody = (input: VolumeAttachment) => ({ location: input.location, body: { uuid: input.vmUuid, storage_uuid: input.diskUuid } });

/** POST vm/storage/attach: the VM's storage lists the disk from then on. */
export function useAttachVolume() {
  const t = useT(volumeMessages);
  return useApiMutation({ mutation: vmMutations.attachDisk, variables: attachmentBody, failure: t("failure.attach"), success: t("toast.attached") });
}

/** POST vm/storage/detach: the disk and its data are kept. */
export function useDetachVolume() {
  const t = useT(volumeMessages);
  return useApiMutation({ mutation: vmMutations.detachDisk, variables: attachmentBody, failure: t("failure.detach"), success: t("toast.detached") });
}
