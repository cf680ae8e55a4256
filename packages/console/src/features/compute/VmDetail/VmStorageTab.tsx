import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import type { Disk, VirtualMachine } from "@cloudconsole/sdk";
import { Button, Card, ConfirmDialog, Dialog, DialogClose, TextField } from "@cloudconsole/ui";
import { integerProblem } from "../VmCreate/vmCreateSchema";
import { vmActionAvailability } from "../vmStatus";
import type { VmActions } from "./vmActions";
import { DetailTable } from "./DetailTable";
import * as styles from "./VmDetail.css";

/** Disk size in GB typed as text: whole, at least 1 (spec §5), and for a resize at least `min`. */
function sizeSchema(min = 1) {
  return z.object({
    size: z.string().superRefine((text, ctx) => {
      const problem = integerProblem(text, { min });
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    }),
  });
}

/** The VM's disks (primary and shared marked): add, grow and remove. */
export function VmStorageTab({ vm, actions }: { vm: VirtualMachine; actions: VmActions }) {
  const disks = vm.storage ?? [];
  const blocked = vmActionAvailability("disks", vm);
  const form = useForm({ resolver: zodResolver(sizeSchema()), defaultValues: { size: "" } });
  return (
    <>
      <Card as="section" stack aria-labelledby="disks-title">
        <h2 id="disks-title" className={styles.cardTitle}>
          Disks
        </h2>
        {!blocked.allowed && <p className={styles.reason}>{blocked.reason}</p>}
        <DetailTable columns={["Name", "Size"]} empty={disks.length === 0}>
          {disks.map((disk) => (
            <tr key={disk.uuid}>
              <td className={styles.td}>
                {disk.name}
                {disk.primary && <span className={styles.tag}>Primary</span>}
                {disk.shared && <span className={styles.tag}>Shared</span>}
              </td>
              <td className={styles.td}>{disk.size} GB</td>
              <td className={styles.td}>
                <div className={styles.rowActions}>
                  <ResizeDiskDialog disk={disk} actions={actions} disabled={!blocked.allowed} />
                  {!disk.primary && (
                    <ConfirmDialog
                      title={`Delete disk ${disk.name}?`}
                      description="The disk and its data are deleted. This cannot be undone."
                      confirmLabel="Delete disk"
                      onConfirm={() => actions.deleteDisk.mutateAsync(disk.uuid)}
                      trigger={
                        <Button variant="ghost" size="sm" disabled={!blocked.allowed} aria-label={`Delete disk ${disk.name}`}>
                          Delete
                        </Button>
                      }
                    />
                  )}
                </div>
              </td>
            </tr>
          ))}
        </DetailTable>
      </Card>
      <Card as="section" stack aria-labelledby="add-disk-title">
        <h2 id="add-disk-title" className={styles.cardTitle}>
          Add a disk
        </h2>
        <form
          className={styles.inlineForm}
          noValidate
          onSubmit={form.handleSubmit(({ size }) => actions.addDisk.mutate(Number(size), { onSuccess: () => form.reset({ size: "" }) }))}
        >
          <TextField fieldClassName={styles.inlineField} label="Size (GB)" inputMode="numeric" required disabled={!blocked.allowed} error={form.formState.errors.size?.message} {...form.register("size")} />
          <Button type="submit" variant="secondary" disabled={!blocked.allowed} loading={actions.addDisk.isPending}>
            Add disk
          </Button>
        </form>
      </Card>
    </>
  );
}

function ResizeDiskDialog({ disk, actions, disabled }: { disk: Disk; actions: VmActions; disabled: boolean }) {
  const [open, setOpen] = useState(false);
  const form = useForm({ resolver: zodResolver(sizeSchema(disk.size)), defaultValues: { size: String(disk.size) } });
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) form.reset({ size: String(disk.size) });
      }}
      title={`Resize disk ${disk.name}`}
      description={`Disks can only grow. It is ${disk.size} GB now.`}
      size="sm"
      dismissible={!actions.resizeDisk.isPending}
      trigger={
        <Button variant="ghost" size="sm" disabled={disabled} aria-label={`Resize disk ${disk.name}`}>
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
