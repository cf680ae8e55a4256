import type { VirtualMachine } from "@cloudconsole/sdk";

/** The actions of the VM detail screen. */
export type VmAction =
  | "start"
  | "stop"
  | "forceStop"
  | "reinstall"
  | "rebuild"
  | "clone"
  | "rescue"
  | "bootIso"
  | "delete"
  | "resize"
  | "password"
  | "rename"
  | "billing"
  | "snapshot"
  | "backup"
  | "disks";

/** Why an action is not possible now; the VM's page says it in the customer's language. */
export type BlockedReason =
  | "deleted"
  | "busyCreating"
  | "busyStopping"
  | "alreadyRunning"
  | "waitUntilStopped"
  | "alreadyStopped"
  | "alreadyStopping"
  | "resizeOnlyStopped"
  | "passwordOnlyRunning";

/** Whether an action is allowed now, and if not, why (shown to the visitor). */
export type Availability = { allowed: true } | { allowed: false; reason: BlockedReason };

const allowed: Availability = { allowed: true };
const busy = (status: "creating" | "stopping"): Availability => ({ allowed: false, reason: status === "creating" ? "busyCreating" : "busyStopping" });
const blocked = (reason: BlockedReason): Availability => ({ allowed: false, reason });

/** Which action is possible in which state: CPU and RAM resize only while stopped, password change only while running. */
export function vmActionAvailability(action: VmAction, vm: Pick<VirtualMachine, "status">): Availability {
  const { status } = vm;
  if (status === "deleted") return blocked("deleted");
  if (status === "creating") return busy(status);
  switch (action) {
    case "start":
      if (status === "stopped") return allowed;
      return blocked(status === "running" ? "alreadyRunning" : "waitUntilStopped");
    case "stop":
      return status === "running" ? allowed : blocked(status === "stopped" ? "alreadyStopped" : "alreadyStopping");
    case "forceStop":
      return status === "running" || status === "stopping" ? allowed : blocked("alreadyStopped");
    case "resize":
      return status === "stopped" ? allowed : blocked("resizeOnlyStopped");
    case "password":
      return status === "running" ? allowed : blocked("passwordOnlyRunning");
    case "rescue":
    case "bootIso":
    case "reinstall":
    case "rebuild":
    case "clone":
    case "snapshot":
    case "disks":
      return status === "stopping" ? busy(status) : allowed;
    case "delete":
    case "rename":
    case "billing":
    case "backup":
      return allowed;
  }
}
