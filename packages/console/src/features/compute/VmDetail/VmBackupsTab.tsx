import { useQuery } from "@tanstack/react-query";
import type { PriceLists, Replica, VirtualMachine } from "@cloudconsole/sdk";
import { Button, Card, ConfirmDialog, Stack, Switch, Table, type TableColumn } from "@cloudconsole/ui";
import { useApiClient } from "../../../api/ApiClientContext";
import { useUiConfig } from "../../../config/ConfigLayout";
import { dateSortValue, useFormat } from "../../../format";
import { computeStyles } from "../../../shared/compute";
import { perGbPrice } from "../../../shared/pricing";
import { computeCatalogQueries } from "../queries";
import { vmActionAvailability } from "../vmStatus";
import type { VmActions } from "./vmActions";
import { plainName } from "../../../shared/names";

/** Every snapshot and backup of a VM's disks, newest first. */
export function replicasOf(vm: Pick<VirtualMachine, "storage">): Replica[] {
  return (vm.storage ?? []).flatMap((disk) => disk.replica ?? []).sort((a, b) => dateSortValue(b.created_at) - dateSortValue(a.created_at));
}

/** Automatic backups (at the site's backup time), snapshots on demand, and rebuilding the VM from either. */
export function VmBackupsTab({ vm, actions }: { vm: VirtualMachine; actions: VmActions }) {
  // Prices do not hold the tab back.
  const prices = useQuery(computeCatalogQueries.prices(useApiClient())).data;
  return (
    <Stack gap="lg">
      <AutomaticBackupsCard vm={vm} actions={actions} prices={prices} />
      <SnapshotsCard vm={vm} actions={actions} prices={prices} />
    </Stack>
  );
}

/** The price list of a kind of replica: backups and snapshots are kept, and charged, by their size. */
const REPLICA_PRICE_TYPE = { backup: "BLOCK_STORAGE_BACKUP", snapshot: "BLOCK_STORAGE_SNAPSHOT" } as const;

/** 'Backups are charged by their size while kept: €0.03/month per GB.', or nothing without a price. */
function KeepingPrice({ prices, type }: { prices: PriceLists | undefined; type: keyof typeof REPLICA_PRICE_TYPE }) {
  const format = useFormat();
  const perGb = perGbPrice(prices, REPLICA_PRICE_TYPE[type], 1);
  if (!perGb) return null;
  return (
    <p className={computeStyles.muted}>
      {type === "backup" ? "Backups" : "Snapshots"} are charged by their size while kept: {format.money(perGb.monthly)}/month per GB.
    </p>
  );
}

function AutomaticBackupsCard({ vm, actions, prices }: { vm: VirtualMachine; actions: VmActions; prices: PriceLists | undefined }) {
  const config = useUiConfig();
  return (
    <Card title="Automatic backups" stack>
      <Switch
        label="Back up daily"
        description={config.backupTime ? `Backups are taken at ${config.backupTime}.` : undefined}
        checked={Boolean(vm.backup)}
        disabled={actions.backup.isPending}
        onChange={(event) => actions.backup.mutate(event.target.checked)}
      />
      <KeepingPrice prices={prices} type="backup" />
    </Card>
  );
}

function SnapshotsCard({ vm, actions, prices }: { vm: VirtualMachine; actions: VmActions; prices: PriceLists | undefined }) {
  const format = useFormat();
  const replicas = replicasOf(vm);
  const snapshot = vmActionAvailability("snapshot", vm);
  const rebuild = vmActionAvailability("rebuild", vm);
  // What the buttons of a row are read out as: 'snapshot of 1 Jan 2026, 03:00'.
  const labelOf = (replica: Replica) => `${replica.type === "backup" ? "backup" : "snapshot"} of ${replica.created_at ? format.dateTime(replica.created_at) : replica.uuid}`;
  // What keeping a replica costs a month, by its kind's price per GB; a dash without a size or a price.
  const keepingText = (replica: Replica) => {
    const price = perGbPrice(prices, REPLICA_PRICE_TYPE[replica.type === "backup" ? "backup" : "snapshot"], replica.size ?? 0);
    return price ? `${format.money(price.monthly)}/month` : "—";
  };
  const columns: TableColumn<Replica>[] = [
    { key: "type", header: "Type", cell: (replica) => (replica.type === "backup" ? "Backup" : "Snapshot") },
    { key: "created", header: "Created", nowrap: true, cell: (replica) => format.dateTime(replica.created_at) },
    { key: "size", header: "Size", cell: (replica) => (replica.size ? `${replica.size} GB` : "—") },
    { key: "price", header: "Price", align: "end", nowrap: true, cell: (replica) => keepingText(replica) },
  ];
  return (
    <Card title="Snapshots and backups" stack>
      {!snapshot.allowed && <p className={computeStyles.reason}>{snapshot.reason}</p>}
      <KeepingPrice prices={prices} type="snapshot" />
      <div>
        <Button variant="secondary" disabled={!snapshot.allowed} loading={actions.snapshot.isPending} onClick={() => actions.snapshot.mutate()}>
          Take snapshot
        </Button>
      </div>
      <Table
        dense
        caption="Snapshots and backups"
        captionHidden
        columns={columns}
        rows={replicas}
        rowKey={(replica) => replica.uuid}
        rowActions={(replica) => (
          <>
            <ConfirmDialog
              title={`Rebuild ${plainName(vm.name)} from this ${replica.type}?`}
              description={`The disks go back to the ${labelOf(replica)}; everything written since is lost.`}
              confirmLabel="Rebuild"
              confirmationText={vm.name}
              onConfirm={() => actions.rebuild.mutateAsync({ uuid: replica.uuid, type: replica.type })}
              trigger={
                <Button variant="secondary" size="sm" disabled={!rebuild.allowed} aria-label={`Rebuild from ${labelOf(replica)}`}>
                  Rebuild
                </Button>
              }
            />
            <ConfirmDialog
              title={`Delete this ${replica.type}?`}
              description={`The ${labelOf(replica)} is deleted. This cannot be undone.`}
              confirmLabel="Delete"
              onConfirm={() => actions.deleteReplica.mutateAsync({ uuid: replica.uuid, type: replica.type })}
              trigger={
                <Button variant="ghost" size="sm" aria-label={`Delete ${labelOf(replica)}`}>
                  Delete
                </Button>
              }
            />
          </>
        )}
      />
    </Card>
  );
}
