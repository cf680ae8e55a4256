import { useNavigate } from "react-router";
import type { VirtualMachine } from "@cloudconsole/sdk";
import { Button, ConfirmDialog, Inline } from "@cloudconsole/ui";
import { computeStyles } from "../../../shared/compute";
import { vmActionAvailability } from "../vmStatus";
import type { VmActions } from "./vmActions";
import { BootFromIso } from "./BootFromIso";
import { plainName } from "../../../shared/names";
import { useT } from "../../../i18n";
import { vmDetailMessages } from "./messages";

/** Start, stop, force stop, boot from ISO and delete: each offered when the VM's state allows it, busy while its call runs. */
export function VmPowerActions({ vm, actions }: { vm: VirtualMachine; actions: VmActions }) {
  const navigate = useNavigate();
  const t = useT(vmDetailMessages);
  const can = (action: Parameters<typeof vmActionAvailability>[0]) => vmActionAvailability(action, vm);
  const start = can("start");
  const stop = can("stop");
  const forceStop = can("forceStop");
  const remove = can("delete");
  const busy = vm.status === "creating" || vm.status === "stopping";
  return (
    <Inline role="group" aria-label={t("power.label")}>
      {vm.status !== "running" && vm.status !== "stopping" && (
        <Button variant="primary" disabled={!start.allowed} loading={actions.start.isPending} onClick={() => actions.start.mutate()}>
          {t("power.start")}
        </Button>
      )}
      {(vm.status === "running" || vm.status === "stopping") && (
        <Button variant="secondary" disabled={!stop.allowed} loading={actions.stop.isPending && actions.stop.variables === false} onClick={() => actions.stop.mutate(false)}>
          {vm.status === "stopping" ? t("power.stopping") : t("power.stop")}
        </Button>
      )}
      {forceStop.allowed && (
        <ConfirmDialog
          title={t("power.forceStopTitle", { name: plainName(vm.name) })}
          description={t("power.forceStopDescription")}
          confirmLabel={t("power.forceStop")}
          onConfirm={() => actions.stop.mutateAsync(true)}
          trigger={
            <Button variant="ghost" loading={actions.stop.isPending && actions.stop.variables === true}>
              {t("power.forceStop")}
            </Button>
          }
        />
      )}
      <BootFromIso vm={vm} actions={actions} />
      <ConfirmDialog
        title={t("power.deleteTitle", { name: plainName(vm.name) })}
        description={t("power.deleteDescription")}
        confirmLabel={t("power.deleteConfirm")}
        confirmationText={vm.name}
        onConfirm={async () => {
          await actions.remove.mutateAsync();
          await navigate("/compute");
        }}
        trigger={
          <Button variant="danger" disabled={!remove.allowed}>
            {t("power.delete")}
          </Button>
        }
      />
      {busy && <p className={computeStyles.reason}>{vm.status === "creating" ? t("power.creating") : t("power.stoppingNow")}</p>}
    </Inline>
  );
}
