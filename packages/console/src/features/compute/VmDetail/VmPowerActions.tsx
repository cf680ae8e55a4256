import { useNavigate } from "react-router";
import type { VirtualMachine } from "@cloudconsole/sdk";
import { Button, ConfirmDialog, Inline } from "@cloudconsole/ui";
import { computeStyles } from "../../../shared/compute";
import { vmActionAvailability } from "../vmStatus";
import type { VmActions } from "./vmActions";
import { BootFromIso } from "./BootFromIso";
import { plainName } from "../../../shared/names";

/** Start, stop, force stop, boot from ISO and delete: each offered when the VM's state allows it, busy while its call runs. */
export function VmPowerActions({ vm, actions }: { vm: VirtualMachine; actions: VmActions }) {
  const navigate = useNavigate();
  const can = (action: Parameters<typeof vmActionAvailability>[0]) => vmActionAvailability(action, vm);
  const start = can("start");
  const stop = can("stop");
  const forceStop = can("forceStop");
  const remove = can("delete");
  const busy = vm.status === "creating" || vm.status === "stopping";
  return (
    <Inline role="group" aria-label="Power and lifecycle">
      {vm.status !== "running" && vm.status !== "stopping" && (
        <Button variant="primary" disabled={!start.allowed} loading={actions.start.isPending} onClick={() => actions.start.mutate()}>
          Start
        </Button>
      )}
      {(vm.status === "running" || vm.status === "stopping") && (
        <Button variant="secondary" disabled={!stop.allowed} loading={actions.stop.isPending && actions.stop.variables === false} onClick={() => actions.stop.mutate(false)}>
          {vm.status === "stopping" ? "Stopping…" : "Stop"}
        </Button>
      )}
      {forceStop.allowed && (
        <ConfirmDialog
          title={`Force stop ${plainName(vm.name)}?`}
          description="Power is cut at once, like pulling the plug; unsaved data in the machine is lost."
          confirmLabel="Force stop"
          onConfirm={() => actions.stop.mutateAsync(true)}
          trigger={
            <Button variant="ghost" loading={actions.stop.isPending && actions.stop.variables === true}>
              Force stop
            </Button>
          }
        />
      )}
      <BootFromIso vm={vm} actions={actions} />
      <ConfirmDialog
        title={`Delete ${plainName(vm.name)}?`}
        description="The virtual machine, its disks, snapshots and backups are deleted. This cannot be undone."
        confirmLabel="Delete virtual machine"
        confirmationText={vm.name}
        onConfirm={async () => {
          await actions.remove.mutateAsync();
          await navigate("/compute");
        }}
        trigger={
          <Button variant="danger" disabled={!remove.allowed}>
            Delete
          </Button>
        }
      />
      {busy && <p className={computeStyles.reason}>{vm.status === "creating" ? "The virtual machine is being created; actions become available when it is running." : "The virtual machine is stopping."}</p>}
    </Inline>
  );
}
