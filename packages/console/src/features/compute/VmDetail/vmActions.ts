import type { ReplicaType } from "@cloudconsole/sdk";
import { VM_FAILURE } from "../constants";
import { useVmAction } from "../queries";

/**
 * Every action on one VM as a mutation: the call, the spec's failure title and a success text. Components read
 * `isPending` for progress; queries refresh through the location's list key (`vmKeys.list(location)`, which holds the detail too).
 */
export function useVmActions(location: string, uuid: string) {
  const path = { params: { path: { location } } } as const;
  const on = { location, uuid };
  return {
    start: useVmAction({ ...on, failure: VM_FAILURE.start, success: "Virtual machine started", call: (client) => client.POST("/{location}/user-resource/vm/start", { ...path, body: { uuid } }) }),
    stop: useVmAction({
      ...on,
      failure: VM_FAILURE.stop,
      success: (force: boolean) => (force ? "Virtual machine stopped" : "Virtual machine is stopping"),
      call: (client, force: boolean) => client.POST("/{location}/user-resource/vm/stop", { ...path, body: { uuid, force } }),
    }),
    resize: useVmAction({
      ...on,
      failure: VM_FAILURE.update,
      success: "Virtual machine resized",
      call: (client, size: { vcpu: number; ram: number }) => client.PATCH("/{location}/user-resource/vm", { ...path, body: { uuid, ...size } }),
    }),
    rename: useVmAction({
      ...on,
      failure: VM_FAILURE.update,
      success: "Virtual machine renamed",
      call: (client, name: string) => client.PATCH("/{location}/user-resource/vm", { ...path, body: { uuid, name } }),
    }),
    password: useVmAction({
      ...on,
      failure: VM_FAILURE.password,
      success: "Password changed",
      call: (client, user: { username: string; password: string }) => client.PATCH("/{location}/user-resource/vm/user", { ...path, body: { uuid, ...user } }),
    }),
    billing: useVmAction({
      ...on,
      failure: VM_FAILURE.billing,
      success: "Billing account changed",
      call: (client, billingAccountId: number) => client.POST("/{location}/user-resource/resource_billing", { ...path, body: { uuid, billing_account_id: billingAccountId } }),
    }),
    reinstall: useVmAction({
      ...on,
      failure: VM_FAILURE.reinstall,
      success: "Reinstall started",
      call: (client, os: { os_name: string; os_version: string }) => client.POST("/{location}/user-resource/vm/reinstall", { ...path, body: { uuid, ...os } }),
    }),
    clone: useVmAction({
      ...on,
      failure: VM_FAILURE.clone,
      success: (name: string) => `Cloning into ${name}`,
      call: (client, name: string) => client.POST("/{location}/user-resource/vm/clone", { ...path, body: { uuid, name } }),
    }),
    rescue: useVmAction({ ...on, failure: VM_FAILURE.rescue, success: "Rescue mode started", call: (client) => client.POST("/{location}/user-resource/vm/rescue_start", { ...path, body: { uuid } }) }),
    remove: useVmAction({ ...on, deletes: true, failure: VM_FAILURE.delete, success: "Virtual machine deleted", call: (client) => client.DELETE("/{location}/user-resource/vm", { ...path, body: { uuid } }) }),
    backup: useVmAction({
      ...on,
      failure: VM_FAILURE.backup,
      success: (enable: boolean) => (enable ? "Backups enabled" : "Backups disabled"),
      call: (client, _enable: boolean) => client.POST("/{location}/user-resource/vm/backup", { ...path, body: { uuid } }),
    }),
    snapshot: useVmAction({ ...on, failure: VM_FAILURE.snapshot, success: "Snapshot created", call: (client) => client.POST("/{location}/user-resource/vm/replica", { ...path, body: { uuid } }) }),
    deleteReplica: useVmAction({
      ...on,
      failure: VM_FAILURE.deleteSnapshot,
      success: "Snapshot deleted",
      call: (client, replica: { uuid: string; type: ReplicaType }) =>
        client.DELETE("/{location}/user-resource/vm/replica", { ...path, body: { uuid, replica_uuid: replica.uuid, type: replica.type } }),
    }),
    rebuild: useVmAction({
      ...on,
      failure: VM_FAILURE.rebuild,
      success: "Rebuild started",
      call: (client, replica: { uuid: string; type: ReplicaType }) =>
        client.POST("/{location}/user-resource/vm/rebuild", { ...path, body: { uuid, replica_uuid: replica.uuid, type: replica.type } }),
    }),
    addDisk: useVmAction({
      ...on,
      failure: VM_FAILURE.addDisk,
      success: "Disk added",
      call: (client, sizeGb: number) => client.POST("/{location}/user-resource/vm/storage", { ...path, body: { uuid, size_gb: sizeGb } }),
    }),
    resizeDisk: useVmAction({
      ...on,
      failure: VM_FAILURE.resizeDisk,
      success: "Disk resized",
      call: (client, disk: { uuid: string; sizeGb: number }) => client.PATCH("/{location}/user-resource/vm/storage", { ...path, body: { uuid, disk_uuid: disk.uuid, size_gb: disk.sizeGb } }),
    }),
    deleteDisk: useVmAction({
      ...on,
      failure: VM_FAILURE.deleteDisk,
      success: "Disk deleted",
      call: (client, diskUuid: string) => client.DELETE("/{location}/user-resource/vm/storage", { ...path, body: { uuid, storage_uuid: diskUuid } }),
    }),
  };
}

/** The action hooks of one VM. */
export type VmActions = ReturnType<typeof useVmActions>;
