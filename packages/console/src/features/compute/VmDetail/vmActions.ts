import { vmMutations } from "@cloudconsole/sdk/query";
import type { BootImage, ReplicaType } from "@cloudconsole/sdk";
import { useApiMutation } from "../../../api/useApiMutation";
import { useT } from "../../../i18n";
import { vmDetailMessages } from "./messages";
import { bootImageLabel } from "./bootImages";

/** A snapshot or backup of the VM, as the replica calls name it. */
interface ReplicaRef {
  uuid: string;
  type: ReplicaType;
}

/**
 * Every action on one VM, each through the console's one mutation hook: the SDK's call, the failure title from the
 * catalogue and a success text. Components read `isPending` for progress; the SDK names what each one makes stale
 * (the location's VM list, which the VM's page reads).
 */
export function useVmActions(location: string, uuid: string) {
  const t = useT(vmDetailMessages);
  /** The variables of a call on this VM: its location and a body naming it. */
  const on = <T extends object>(body: T) => ({ location, body: { uuid, ...body } });
  return {
    start: useApiMutation({ mutation: vmMutations.start, variables: () => on({}), failure: t("failure.start"), success: t("toast.started") }),
    stop: useApiMutation({
      mutation: vmMutations.stop,
      variables: (force: boolean) => on({ force }),
      failure: t("failure.stop"),
      success: (_answer, force) => (force ? t("toast.stopped") : t("toast.stopping")),
    }),
    resize: useApiMutation({ mutation: vmMutations.update, variables: (size: { vcpu: number; ram: number }) => on(size), failure: t("failure.update"), success: t("toast.resized") }),
    rename: useApiMutation({ mutation: vmMutations.update, variables: (name: string) => on({ name }), failure: t("failure.update"), success: t("toast.renamed") }),
    // The settings card says itself whether the provider kept the text, so there is no success toast here.
    describe: useApiMutation({ mutation: vmMutations.update, variables: (description: string) => on({ description }), failure: t("failure.update") }),
    password: useApiMutation({
      mutation: vmMutations.updateUser,
      variables: (user: { username: string; password: string }) => on(user),
      failure: t("failure.password"),
      success: t("toast.passwordChanged"),
    }),
    billing: useApiMutation({
      mutation: vmMutations.setBillingAccount,
      variables: (billingAccountId: number) => on({ billing_account_id: billingAccountId, resource_type: "vm" }),
      failure: t("failure.billing"),
      success: t("toast.billingChanged"),
    }),
    reinstall: useApiMutation({
      mutation: vmMutations.reinstall,
      variables: (os: { os_name: string; os_version: string }) => on(os),
      failure: t("failure.reinstall"),
      success: t("toast.reinstallStarted"),
    }),
    clone: useApiMutation({ mutation: vmMutations.clone, variables: (name: string) => on({ name }), failure: t("failure.clone"), success: (_answer, name) => t("toast.cloning", { name }) }),
    rescue: useApiMutation({ mutation: vmMutations.startRescue, variables: () => on({}), failure: t("failure.rescue"), success: t("toast.rescueStarted") }),
    // Boots once from the image; the VM's next start is from its own disk again.
    bootIso: useApiMutation({
      mutation: vmMutations.bootIsoMedia,
      variables: (image: BootImage) => on({ boot_image_uuid: image.uuid, boot_image_repository: "platform" as const }),
      failure: t("failure.bootIso"),
      success: (_answer, image) => t("toast.bootingIso", { image: bootImageLabel(image) }),
    }),
    // The page leaves for /compute at once: waiting for the list would show the VM gone first.
    remove: useApiMutation({ mutation: vmMutations.delete, variables: () => on({}), failure: t("failure.delete"), success: t("toast.deleted"), refreshInBackground: true }),
    // The call toggles; what the switch asked for only picks the words of the toast.
    backup: useApiMutation({
      mutation: vmMutations.toggleBackup,
      variables: (_enable: boolean) => on({}),
      failure: t("failure.backup"),
      success: (_answer, enable) => (enable ? t("toast.backupsEnabled") : t("toast.backupsDisabled")),
    }),
    snapshot: useApiMutation({ mutation: vmMutations.createSnapshot, variables: () => on({}), failure: t("failure.snapshot"), success: t("toast.snapshotCreated") }),
    deleteReplica: useApiMutation({
      mutation: vmMutations.deleteReplica,
      variables: (replica: ReplicaRef) => on({ replica_uuid: replica.uuid, type: replica.type }),
      failure: t("failure.deleteSnapshot"),
      success: t("toast.snapshotDeleted"),
    }),
    rebuild: useApiMutation({
      mutation: vmMutations.rebuild,
      variables: (replica: ReplicaRef) => on({ replica_uuid: replica.uuid, type: replica.type }),
      failure: t("failure.rebuild"),
      success: t("toast.rebuildStarted"),
    }),
    addDisk: useApiMutation({ mutation: vmMutations.addDisk, variables: (sizeGb: number) => on({ size_gb: sizeGb }), failure: t("failure.addDisk"), success: t("toast.diskAdded") }),
    resizeDisk: useApiMutation({
      mutation: vmMutations.resizeDisk,
      variables: (disk: { uuid: string; sizeGb: number }) => on({ disk_uuid: disk.uuid, size_gb: disk.sizeGb }),
      failure: t("failure.resizeDisk"),
      success: t("toast.diskResized"),
    }),
    deleteDisk: useApiMutation({ mutation: vmMutations.deleteDisk, variables: (diskUuid: string) => on({ storage_uuid: diskUuid }), failure: t("failure.deleteDisk"), success: t("toast.diskDeleted") }),
  };
}

/** The action hooks of one VM. */
export type VmActions = ReturnType<typeof useVmActions>;
