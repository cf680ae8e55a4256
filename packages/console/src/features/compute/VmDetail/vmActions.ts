import { vmMutations } from "@cloudconsole/sdk/query";
import type { BootImage, ReplicaType } from "@cloudconsole/sdk";
import { useApiMutation } from "../../../api/useApiMutation";
import { VM_FAILURE } from "../constants";
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
  /** The variables of a call on this VM: its location and a body naming it. */
  const on = <T extends object>(body: T) => ({ location, body: { uuid, ...body } });
  return {
    start: useApiMutation({ mutation: vmMutations.start, variables: () => on({}), failure: VM_FAILURE.start, success: "Virtual machine started" }),
    stop: useApiMutation({
      mutation: vmMutations.stop,
      variables: (force: boolean) => on({ force }),
      failure: VM_FAILURE.stop,
      success: (_answer, force) => (force ? "Virtual machine stopped" : "Virtual machine is stopping"),
    }),
    resize: useApiMutation({ mutation: vmMutations.update, variables: (size: { vcpu: number; ram: number }) => on(size), failure: VM_FAILURE.update, success: "Virtual machine resized" }),
    rename: useApiMutation({ mutation: vmMutations.update, variables: (name: string) => on({ name }), failure: VM_FAILURE.update, success: "Virtual machine renamed" }),
    // The settings card says itself whether the provider kept the text, so there is no success toast here.
    describe: useApiMutation({ mutation: vmMutations.update, variables: (description: string) => on({ description }), failure: VM_FAILURE.update }),
    password: useApiMutation({
      mutation: vmMutations.updateUser,
      variables: (user: { username: string; password: string }) => on(user),
      failure: VM_FAILURE.password,
      success: "Password changed",
    }),
    billing: useApiMutation({
      mutation: vmMutations.setBillingAccount,
      variables: (billingAccountId: number) => on({ billing_account_id: billingAccountId, resource_type: "vm" }),
      failure: VM_FAILURE.billing,
      success: "Billing account changed",
    }),
    reinstall: useApiMutation({
      mutation: vmMutations.reinstall,
      variables: (os: { os_name: string; os_version: string }) => on(os),
      failure: VM_FAILURE.reinstall,
      success: "Reinstall started",
    }),
    clone: useApiMutation({ mutation: vmMutations.clone, variables: (name: string) => on({ name }), failure: VM_FAILURE.clone, success: (_answer, name) => `Cloning into ${name}` }),
    rescue: useApiMutation({ mutation: vmMutations.startRescue, variables: () => on({}), failure: VM_FAILURE.rescue, success: "Rescue mode started" }),
    // Boots once from the image; the VM's next start is from its own disk again.
    bootIso: useApiMutation({
      mutation: vmMutations.bootIsoMedia,
      variables: (image: BootImage) => on({ boot_image_uuid: image.uuid, boot_image_repository: "platform" as const }),
      failure: VM_FAILURE.bootIso,
      success: (_answer, image) => `Booting from ${bootImageLabel(image)}; stop and start the virtual machine to boot from its disk again`,
    }),
    // The page leaves for /compute at once: waiting for the list would show the VM gone first.
    remove: useApiMutation({ mutation: vmMutations.delete, variables: () => on({}), failure: VM_FAILURE.delete, success: "Virtual machine deleted", refreshInBackground: true }),
    // The call toggles; what the switch asked for only picks the words of the toast.
    backup: useApiMutation({
      mutation: vmMutations.toggleBackup,
      variables: (_enable: boolean) => on({}),
      failure: VM_FAILURE.backup,
      success: (_answer, enable) => (enable ? "Backups enabled" : "Backups disabled"),
    }),
    snapshot: useApiMutation({ mutation: vmMutations.createSnapshot, variables: () => on({}), failure: VM_FAILURE.snapshot, success: "Snapshot created" }),
    deleteReplica: useApiMutation({
      mutation: vmMutations.deleteReplica,
      variables: (replica: ReplicaRef) => on({ replica_uuid: replica.uuid, type: replica.type }),
      failure: VM_FAILURE.deleteSnapshot,
      success: "Snapshot deleted",
    }),
    rebuild: useApiMutation({
      mutation: vmMutations.rebuild,
      variables: (replica: ReplicaRef) => on({ replica_uuid: replica.uuid, type: replica.type }),
      failure: VM_FAILURE.rebuild,
      success: "Rebuild started",
    }),
    addDisk: useApiMutation({ mutation: vmMutations.addDisk, variables: (sizeGb: number) => on({ size_gb: sizeGb }), failure: VM_FAILURE.addDisk, success: "Disk added" }),
    resizeDisk: useApiMutation({
      mutation: vmMutations.resizeDisk,
      variables: (disk: { uuid: string; sizeGb: number }) => on({ disk_uuid: disk.uuid, size_gb: disk.sizeGb }),
      failure: VM_FAILURE.resizeDisk,
      success: "Disk resized",
    }),
    deleteDisk: useApiMutation({ mutation: vmMutations.deleteDisk, variables: (diskUuid: string) => on({ storage_uuid: diskUuid }), failure: VM_FAILURE.deleteDisk, success: "Disk deleted" }),
  };
}

/** The action hooks of one VM. */
export type VmActions = ReturnType<typeof useVmActions>;
