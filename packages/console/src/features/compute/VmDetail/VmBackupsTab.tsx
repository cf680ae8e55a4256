import type { Replica, VirtualMachine } from "@cloudconsole/sdk";
import { Button, Card, ConfirmDialog, Switch } from "@cloudconsole/ui";
import { useUiConfig } from "../../../config/ConfigLayout";
import { vmActionAvailability } from "../vmStatus";
import type { VmActions } from "./vmActions";
import { DetailTable } from "./DetailTable";
import * as styles from "./VmDetail.css";

/** Every snapshot and backup of a VM's disks, newest first. */
export function replicasOf(vm: Pick<VirtualMachine, "storage">): Replica[] {
  return (vm.storage ?? []).flatMap((disk) => disk.replica ?? []).sort((a, b) => String(b.created_at ?? "").localeCompare(String(a.created_at ?? "")));
}

/** Automatic backups (at the site's backup time), snapshots on demand, and rebuilding the VM from either. */
export function VmBackupsTab({ vm, actions }: { vm: VirtualMachine; actions: VmActions }) {
  const config = useUiConfig();
  const replicas = replicasOf(vm);
  const snapshot = vmActionAvailability("snapshot", vm);
  const rebuild = vmActionAvailability("rebuild", vm);
  return (
    <>
      <Card as="section" stack aria-labelledby="backups-title">
        <h2 id="backups-title" className={styles.cardTitle}>
          Automatic backups
        </h2>
        <Switch
          label="Back up daily"
          description={config.backupTime ? `Backups are taken at ${config.backupTime}.` : undefined}
          checked={Boolean(vm.backup)}
          disabled={actions.backup.isPending}
          onChange={(event) => actions.backup.mutate(event.target.checked)}
        />
      </Card>
      <Card as="section" stack aria-labelledby="snapshots-title">
        <h2 id="snapshots-title" className={styles.cardTitle}>
          Snapshots and backups
        </h2>
        {!snapshot.allowed && <p className={styles.reason}>{snapshot.reason}</p>}
        <div>
          <Button variant="secondary" disabled={!snapshot.allowed} loading={actions.snapshot.isPending} onClick={() => actions.snapshot.mutate()}>
            Take snapshot
          </Button>
        </div>
        <DetailTable columns={["Type", "Created", "Size"]} empty={replicas.length === 0}>
          {replicas.map((replica) => {
            const label = `${replica.type === "backup" ? "backup" : "snapshot"} of ${replica.created_at ?? replica.uuid}`;
            return (
              <tr key={replica.uuid}>
                <td className={styles.td}>{replica.type === "backup" ? "Backup" : "Snapshot"}</td>
                <td className={styles.td}>{replica.created_at ?? "—"}</td>
                <td className={styles.td}>{replica.size ? `${replica.size} GB` : "—"}</td>
                <td className={styles.td}>
                  <div className={styles.rowActions}>
                    <ConfirmDialog
                      title={`Rebuild ${vm.name} from this ${replica.type}?`}
                      description={`The disks go back to the ${label}; everything written since is lost.`}
                      confirmLabel="Rebuild"
                      confirmationText={vm.name}
                      onConfirm={() => actions.rebuild.mutateAsync({ uuid: replica.uuid, type: replica.type })}
                      trigger={
                        <Button variant="secondary" size="sm" disabled={!rebuild.allowed} aria-label={`Rebuild from ${label}`}>
                          Rebuild
                        </Button>
                      }
                    />
                    <ConfirmDialog
                      title={`Delete this ${replica.type}?`}
                      description={`The ${label} is deleted. This cannot be undone.`}
                      confirmLabel="Delete"
                      onConfirm={() => actions.deleteReplica.mutateAsync({ uuid: replica.uuid, type: replica.type })}
                      trigger={
                        <Button variant="ghost" size="sm" aria-label={`Delete ${label}`}>
                          Delete
                        </Button>
                      }
                    />
                  </div>
                </td>
              </tr>
            );
          })}
        </DetailTable>
      </Card>
    </>
  );
}
