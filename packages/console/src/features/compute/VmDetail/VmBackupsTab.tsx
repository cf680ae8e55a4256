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
import { useT } from "../../../i18n";
import { vmDetailMessages } from "./messages";
import { blockedReasonText } from "./blockedReasons";

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
  const t = useT(vmDetailMessages);
  const perGb = perGbPrice(prices, REPLICA_PRICE_TYPE[type], 1);
  if (!perGb) return null;
  const price = format.money(perGb.monthly);
  return <p className={computeStyles.muted}>{type === "backup" ? t("backups.backupPrice", { price }) : t("backups.snapshotPrice", { price })}</p>;
}

function AutomaticBackupsCard({ vm, actions, prices }: { vm: VirtualMachine; actions: VmActions; prices: PriceLists | undefined }) {
  const config = useUiConfig();
  const t = useT(vmDetailMessages);
  return (
    <Card title={t("backups.automaticTitle")} stack>
      <Switch
        label={t("backups.daily")}
        description={config.backupTime ? t("backups.takenAt", { time: config.backupTime }) : undefined}
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
  const t = useT(vmDetailMessages);
  const replicas = replicasOf(vm);
  const snapshot = vmActionAvailability("snapshot", vm);
  const rebuild = vmActionAvailability("rebuild", vm);
  // What the buttons of a row are read out as: 'snapshot of 1 Jan 2026, 03:00'.
  const labelOf = (replica: Replica) => {
    const date = replica.created_at ? format.dateTime(replica.created_at) : replica.uuid;
    return replica.type === "backup" ? t("backups.backupOf", { date }) : t("backups.snapshotOf", { date });
  };
  // What keeping a replica costs a month, by its kind's price per GB; a dash without a size or a price.
  const keepingText = (replica: Replica) => {
    const price = perGbPrice(prices, REPLICA_PRICE_TYPE[replica.type === "backup" ? "backup" : "snapshot"], replica.size ?? 0);
    return price ? t("backups.perMonth", { price: format.money(price.monthly) }) : "—";
  };
  const columns: TableColumn<Replica>[] = [
    { key: "type", header: t("backups.type"), cell: (replica) => (replica.type === "backup" ? t("backups.backup") : t("backups.snapshot")) },
    { key: "created", header: t("backups.created"), nowrap: true, cell: (replica) => format.dateTime(replica.created_at) },
    { key: "size", header: t("backups.size"), cell: (replica) => (replica.size ? `${replica.size} GB` : "—") },
    { key: "price", header: t("backups.price"), align: "end", nowrap: true, cell: (replica) => keepingText(replica) },
  ];
  return (
    <Card title={t("backups.title")} stack>
      {!snapshot.allowed && <p className={computeStyles.reason}>{blockedReasonText(t, snapshot.reason)}</p>}
      <KeepingPrice prices={prices} type="snapshot" />
      <div>
        <Button variant="secondary" disabled={!snapshot.allowed} loading={actions.snapshot.isPending} onClick={() => actions.snapshot.mutate()}>
          {t("backups.takeSnapshot")}
        </Button>
      </div>
      <Table
        dense
        caption={t("backups.title")}
        captionHidden
        columns={columns}
        rows={replicas}
        rowKey={(replica) => replica.uuid}
        rowActions={(replica) => (
          <>
            <ConfirmDialog
              title={replica.type === "backup" ? t("backups.rebuildFromBackupTitle", { name: plainName(vm.name) }) : t("backups.rebuildFromSnapshotTitle", { name: plainName(vm.name) })}
              description={t("backups.rebuildDescription", { replica: labelOf(replica) })}
              confirmLabel={t("backups.rebuild")}
              confirmationText={vm.name}
              onConfirm={() => actions.rebuild.mutateAsync({ uuid: replica.uuid, type: replica.type })}
              trigger={
                <Button variant="secondary" size="sm" disabled={!rebuild.allowed} aria-label={t("backups.rebuildLabel", { replica: labelOf(replica) })}>
                  {t("backups.rebuild")}
                </Button>
              }
            />
            <ConfirmDialog
              title={replica.type === "backup" ? t("backups.deleteBackupTitle") : t("backups.deleteSnapshotTitle")}
              description={t("backups.deleteDescription", { replica: labelOf(replica) })}
              confirmLabel={t("backups.delete")}
              onConfirm={() => actions.deleteReplica.mutateAsync({ uuid: replica.uuid, type: replica.type })}
              trigger={
                <Button variant="ghost" size="sm" aria-label={t("backups.deleteLabel", { replica: labelOf(replica) })}>
                  {t("backups.delete")}
                </Button>
              }
            />
          </>
        )}
      />
    </Card>
  );
}
