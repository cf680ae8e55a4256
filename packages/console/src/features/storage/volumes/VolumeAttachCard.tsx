import { useState } from "react";
import type { VirtualMachine } from "@cloudconsole/sdk";
import { Button, Card, ConfirmDialog, Inline, Select, Stack } from "@cloudconsole/ui";
import { useT } from "../../../i18n";
import { plainName } from "../../../shared/names";
import * as styles from "../storage.css";
import { volumeMessages } from "./messages";
import { useAttachVolume, useDetachVolume } from "./volumeQueries";
import { canAttachTo, volumeName, type VolumeRow } from "./volumes";

/** A volume's VM: detach it from the one it is attached to, or attach it to a VM of its location. */
export function VolumeAttachCard({ row, vms }: { row: VolumeRow; vms: { vm: VirtualMachine; location: string }[] }) {
  if (row.vm) return <DetachCard row={row} vm={row.vm} />;
  const candidates = vms.filter((candidate) => candidate.location === row.location && candidate.vm.status !== "deleted").map((candidate) => candidate.vm);
  return <AttachCard row={row} candidates={candidates} />;
}

function DetachCard({ row, vm }: { row: VolumeRow; vm: VirtualMachine }) {
  const detach = useDetachVolume();
  const name = plainName(volumeName(row.disk));
  const vmName = plainName(vm.name);
  const t = useT(volumeMessages);
  return (
    <Card title={t("attach.title")} description={t("attach.attachedTo", { vm: vmName })} stack>
      <Inline>
        <DetachButton volume={name} vmName={vmName} pending={detach.isPending} onDetach={() => detach.mutateAsync({ location: row.location, diskUuid: row.disk.uuid, vmUuid: vm.uuid })} />
      </Inline>
    </Card>
  );
}

/** Detaching asks first: the VM loses the disk at once. */
export function DetachButton({ volume, vmName, pending, onDetach }: { volume: string; vmName: string; pending: boolean; onDetach: () => Promise<unknown> }) {
  const t = useT(volumeMessages);
  return (
    <ConfirmDialog
      title={t("detach.confirmTitle", { volume, vm: vmName })}
      description={t("detach.confirmDescription")}
      confirmLabel={t("detach.confirm")}
      onConfirm={onDetach}
      trigger={
        <Button variant="secondary" loading={pending} aria-label={t("detach.label", { volume })}>
          {t("detach.button")}
        </Button>
      }
    />
  );
}

function AttachCard({ row, candidates }: { row: VolumeRow; candidates: VirtualMachine[] }) {
  const attach = useAttachVolume();
  const [chosen, setChosen] = useState("");
  const t = useT(volumeMessages);
  if (candidates.length === 0) {
    return (
      <Card title={t("attach.title")} description={t("attach.detached")} stack>
        <p className={styles.cardText}>{t("attach.noCandidates")}</p>
      </Card>
    );
  }
  return (
    <Card title={t("attach.title")} description={t("attach.detachedDescription")} stack>
      <Stack
        as="form"
        gap="md"
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          if (chosen) attach.mutate({ location: row.location, diskUuid: row.disk.uuid, vmUuid: chosen }, { onSuccess: () => setChosen("") });
        }}
      >
        <Select label={t("attach.to")} value={chosen} onChange={(event) => setChosen(event.target.value)}>
          <option value="">{t("attach.chooseVm")}</option>
          {candidates.map((vm) => (
            <option key={vm.uuid} value={vm.uuid} disabled={!canAttachTo(vm)}>
              {canAttachTo(vm) ? plainName(vm.name) : t("attach.vmInState", { vm: plainName(vm.name), status: vm.status })}
            </option>
          ))}
        </Select>
        <Inline>
          <Button type="submit" variant="secondary" loading={attach.isPending} disabled={!chosen}>
            {t("attach.button")}
          </Button>
        </Inline>
      </Stack>
    </Card>
  );
}
