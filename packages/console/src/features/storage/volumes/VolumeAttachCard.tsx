import { useState } from "react";
import type { VirtualMachine } from "@cloudconsole/sdk";
import { Button, Card, ConfirmDialog, Inline, Select, Stack } from "@cloudconsole/ui";
import { plainName } from "../../../shared/names";
import * as styles from "../storage.css";
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
  return (
    <Card title="Virtual machine" description={`Attached to ${vmName}.`} stack>
      <Inline>
        <DetachButton volume={name} vmName={vmName} pending={detach.isPending} onDetach={() => detach.mutateAsync({ location: row.location, diskUuid: row.disk.uuid, vmUuid: vm.uuid })} />
      </Inline>
    </Card>
  );
}

/** Detaching asks first: the VM loses the disk at once. */
export function DetachButton({ volume, vmName, pending, onDetach }: { volume: string; vmName: string; pending: boolean; onDetach: () => Promise<unknown> }) {
  return (
    <ConfirmDialog
      title={`Detach ${volume} from ${vmName}?`}
      description="The virtual machine loses the disk at once: unmount it there first. The volume keeps its data."
      confirmLabel="Detach volume"
      onConfirm={onDetach}
      trigger={
        <Button variant="secondary" loading={pending} aria-label={`Detach ${volume}`}>
          Detach
        </Button>
      }
    />
  );
}

function AttachCard({ row, candidates }: { row: VolumeRow; candidates: VirtualMachine[] }) {
  const attach = useAttachVolume();
  const [chosen, setChosen] = useState("");
  if (candidates.length === 0) {
    return (
      <Card title="Virtual machine" description="Detached." stack>
        <p className={styles.cardText}>There is no virtual machine in this volume's location to attach it to.</p>
      </Card>
    );
  }
  return (
    <Card title="Virtual machine" description="Detached. A running or stopped virtual machine in the same location can take it." stack>
      <Stack
        as="form"
        gap="md"
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          if (chosen) attach.mutate({ location: row.location, diskUuid: row.disk.uuid, vmUuid: chosen }, { onSuccess: () => setChosen("") });
        }}
      >
        <Select label="Attach to" value={chosen} onChange={(event) => setChosen(event.target.value)}>
          <option value="">Choose a virtual machine</option>
          {candidates.map((vm) => (
            <option key={vm.uuid} value={vm.uuid} disabled={!canAttachTo(vm)}>
              {canAttachTo(vm) ? plainName(vm.name) : `${plainName(vm.name)} (${vm.status})`}
            </option>
          ))}
        </Select>
        <Inline>
          <Button type="submit" variant="secondary" loading={attach.isPending} disabled={!chosen}>
            Attach volume
          </Button>
        </Inline>
      </Stack>
    </Card>
  );
}
