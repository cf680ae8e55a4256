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
import { VmVolumesCard, VOLUME_FAILURE } from "../../storage";
import { computeCatalogQueries } from "../queries";
import { vmActionAvailability } from "../vmStatus";
import { addDiskResolver, loadRules } from "./resolvers";
import type { VmActions } from "./vmActions";
import { plainName, ResourceName } from "../../../shared/names";
import * as styles from "./VmDetail.css";

/** The VM's disks (primary and shared marked): add, grow and remove; and its volumes: attach and detach. */
export function VmStorageTab({ vm, location, actions }: { vm: VirtualMachine; location: string; actions: VmActions }) {
  const disks = vm.storage ?? [];
  const blocked = vmActionAvailability("disks", vm);
  const form = useForm({ resolver: addDiskResolver, defaultValues: { size: "" } });
  const newSize = useWatch({ control: form.control, name: "size" });
  // Prices do not hold the tab back.
  const prices = useQuery(computeCatalogQueries.prices(useApiClient())).data;
  const columns: TableColumn<Disk>[] = [
    {
      key: "name",
      header: "Name",
      cell: (disk) => (
        <>
          <ResourceName name={disk.name} />
          {disk.primary && <span className={styles.tag}>Primary</span>}
          {disk.shared && <span className={styles.tag}>Shared</span>}
        </>
      ),
    },
    { key: "size", header: "Size", cell: (disk) => `${disk.size} GB` },
  ];
  return (
    <Stack gap="lg">
      <Card title="Disks" stack>
        {!blocked.allowed && <p className={computeStyles.reason}>{blocked.reason}</p>}
        <Table
          dense
          caption="Disks"
          captionHidden
          columns={columns}
          rows={disks}
          rowKey={(disk) => disk.uuid}
          rowActions={(disk) => (
            <>
              <ResizeDiskDialog disk={disk} actions={actions} disabled={!blocked.allowed} />
              {!disk.primary && (
                <ConfirmDialog
                  title={`Delete disk ${plainName(disk.name)}?`}
                  description="The disk and its data are deleted. This cannot be undone."
                  confirmLabel="Delete disk"
                  onConfirm={() => actions.deleteDisk.mutateAsync(disk.uuid)}
                  trigger={
                    <Button variant="ghost" size="sm" disabled={!blocked.allowed} aria-label={`Delete disk ${plainName(disk.name)}`}>
                      Delete
                    </Button>
                  }
                />
              )}
            </>
          )}
        />
      </Card>
      <LoadFailure title={VOLUME_FAILURE.list} loading="Loading volumes">
        <VmVolumesCard vm={vm} location={location} />
      </LoadFailure>
      <Card title="Add a disk" stack>
        <Inline
          as="form"
          align="end"
          noValidate
          onSubmit={form.handleSubmit(({ size }) => actions.addDisk.mutate(Number(size), { onSuccess: () => form.reset({ size: "" }) }))}
        >
          <TextField fieldClassName={computeStyles.growField} label="Size (GB)" inputMode="numeric" required disabled={!blocked.allowed} error={form.formState.errors.size?.message} {...form.register("size")} />
          <Button type="submit" variant="secondary" disabled={!blocked.allowed} loading={actions.addDisk.isPending}>
            Add disk
          </Button>
        </Inline>
        <SizePrice prices={prices} type="BLOCK_STORAGE" sizeGb={/^\d+$/.test(newSize.trim()) ? Number(newSize) : Number.NaN} className={computeStyles.muted} />
      </Card>
    </Stack>
  );
}

function ResizeDiskDialog({ disk, actions, disabled }: { disk: Disk; actions: VmActions; disabled: boolean }) {
  const [open, setOpen] = useState(false);
  const resolver = useMemo(() => lazyResolver(async () => (await loadRules()).resizeDiskResolverFor(disk.size)), [disk.size]);
  const form = useForm({ resolver, defaultValues: { size: String(disk.size) } });
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) form.reset({ size: String(disk.size) });
      }}
      title={`Resize disk ${plainName(disk.name)}`}
      description={`Disks can only grow. It is ${disk.size} GB now.`}
      size="sm"
      dismissible={!actions.resizeDisk.isPending}
      trigger={
        <Button variant="ghost" size="sm" disabled={disabled} aria-label={`Resize disk ${plainName(disk.name)}`}>
          Resize
        </Button>
      }
      onSubmit={form.handleSubmit(({ size }) => actions.resizeDisk.mutate({ uuid: disk.uuid, sizeGb: Number(size) }, { onSuccess: () => setOpen(false) }))}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary" disabled={actions.resizeDisk.isPending}>
              Cancel
            </Button>
          </DialogClose>
          <Button type="submit" variant="primary" loading={actions.resizeDisk.isPending}>
            Resize
          </Button>
        </>
      }
    >
      <TextField label="New size (GB)" inputMode="numeric" required error={form.formState.errors.size?.message} {...form.register("size")} />
    </Dialog>
  );
}
