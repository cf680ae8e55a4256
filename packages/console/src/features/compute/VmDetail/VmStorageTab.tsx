import { useMemo, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { useQuery } from "@tanstack/react-query";
import type { Disk, VirtualMachine } from "@cloudconsole/sdk";
import { Button, Card, ConfirmDialog, Dialog, DialogClose, Inline, Stack, Table, TextField, type TableColumn } from "@cloudconsole/ui";
import { useApiClient } from "../../../api/ApiClientContext";
import { lazyResolver } from "../../../forms/lazyResolver";
import { LoadFailure } from "../../../screens/LoadFailure";
import { computeStyles } from "../../../shared/compute";
import { SizePrice } from "../../../shared/pricing/SizePrice";
import { VmVolumesCard } from "../../storage";
import { computeCatalogQueries } from "../queries";
import { vmActionAvailability } from "../vmStatus";
import { loadRules, useDetailResolvers } from "./resolvers";
import { blockedReasonText } from "./blockedReasons";
import type { VmActions } from "./vmActions";
import { plainName, ResourceName } from "../../../shared/names";
import * as styles from "./VmDetail.css";
import { useT } from "../../../i18n";
import { vmDetailMessages } from "./messages";

/** The VM's disks (primary and shared marked): add, grow and remove; and its volumes: attach and detach. */
export function VmStorageTab({ vm, location, actions }: { vm: VirtualMachine; location: string; actions: VmActions }) {
  const disks = vm.storage ?? [];
  const blocked = vmActionAvailability("disks", vm);
  const t = useT(vmDetailMessages);
  const form = useForm({ resolver: useDetailResolvers().addDisk, defaultValues: { size: "" } });
  const newSize = useWatch({ control: form.control, name: "size" });
  // Prices do not hold the tab back.
  const prices = useQuery(computeCatalogQueries.prices(useApiClient())).data;
  const columns: TableColumn<Disk>[] = [
    {
      key: "name",
      header: t("storage.name"),
      cell: (disk) => (
        <>
          <ResourceName name={disk.name} />
          {disk.primary && <span className={styles.tag}>{t("storage.primary")}</span>}
          {disk.shared && <span className={styles.tag}>{t("storage.shared")}</span>}
        </>
      ),
    },
    { key: "size", header: t("storage.size"), cell: (disk) => `${disk.size} GB` },
  ];
  return (
    <Stack gap="lg">
      <Card title={t("storage.disks")} stack>
        {!blocked.allowed && <p className={computeStyles.reason}>{blockedReasonText(t, blocked.reason)}</p>}
        <Table
          dense
          caption={t("storage.disks")}
          captionHidden
          columns={columns}
          rows={disks}
          rowKey={(disk) => disk.uuid}
          rowActions={(disk) => (
            <>
              <ResizeDiskDialog disk={disk} actions={actions} disabled={!blocked.allowed} />
              {!disk.primary && (
                <ConfirmDialog
                  title={t("storage.deleteDiskTitle", { name: plainName(disk.name) })}
                  description={t("storage.deleteDiskDescription")}
                  confirmLabel={t("storage.deleteDisk")}
                  onConfirm={() => actions.deleteDisk.mutateAsync(disk.uuid)}
                  trigger={
                    <Button variant="ghost" size="sm" disabled={!blocked.allowed} aria-label={t("storage.deleteDiskLabel", { name: plainName(disk.name) })}>
                      {t("storage.delete")}
                    </Button>
                  }
                />
              )}
            </>
          )}
        />
      </Card>
      <LoadFailure title={t("storage.volumesFailed")} loading={t("storage.loadingVolumes")}>
        <VmVolumesCard vm={vm} location={location} />
      </LoadFailure>
      <Card title={t("storage.addTitle")} stack>
        <Inline
          as="form"
          align="end"
          noValidate
          onSubmit={form.handleSubmit(({ size }) => actions.addDisk.mutate(Number(size), { onSuccess: () => form.reset({ size: "" }) }))}
        >
          <TextField fieldClassName={computeStyles.growField} label={t("storage.sizeGb")} inputMode="numeric" required disabled={!blocked.allowed} error={form.formState.errors.size?.message} {...form.register("size")} />
          <Button type="submit" variant="secondary" disabled={!blocked.allowed} loading={actions.addDisk.isPending}>
            {t("storage.addDisk")}
          </Button>
        </Inline>
        <SizePrice prices={prices} type="BLOCK_STORAGE" sizeGb={/^\d+$/.test(newSize.trim()) ? Number(newSize) : Number.NaN} className={computeStyles.muted} />
      </Card>
    </Stack>
  );
}

function ResizeDiskDialog({ disk, actions, disabled }: { disk: Disk; actions: VmActions; disabled: boolean }) {
  const [open, setOpen] = useState(false);
  const t = useT(vmDetailMessages);
  const resolver = useMemo(() => lazyResolver(async () => (await loadRules()).resizeDiskResolverFor(disk.size, t)), [disk.size, t]);
  const form = useForm({ resolver, defaultValues: { size: String(disk.size) } });
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) form.reset({ size: String(disk.size) });
      }}
      title={t("storage.resizeTitle", { name: plainName(disk.name) })}
      description={t("storage.resizeDescription", { size: disk.size })}
      size="sm"
      dismissible={!actions.resizeDisk.isPending}
      trigger={
        <Button variant="ghost" size="sm" disabled={disabled} aria-label={t("storage.resizeLabel", { name: plainName(disk.name) })}>
          {t("storage.resize")}
        </Button>
      }
      onSubmit={form.handleSubmit(({ size }) => actions.resizeDisk.mutate({ uuid: disk.uuid, sizeGb: Number(size) }, { onSuccess: () => setOpen(false) }))}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary" disabled={actions.resizeDisk.isPending}>
              {t("storage.cancel")}
            </Button>
          </DialogClose>
          <Button type="submit" variant="primary" loading={actions.resizeDisk.isPending}>
            {t("storage.resize")}
          </Button>
        </>
      }
    >
      <TextField label={t("storage.newSizeGb")} inputMode="numeric" required error={form.formState.errors.size?.message} {...form.register("size")} />
    </Dialog>
  );
}
