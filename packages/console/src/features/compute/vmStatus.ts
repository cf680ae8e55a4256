import type { VirtualMachine, VmStatus } from "@cloudconsole/sdk";

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

/** Whether an action is allowed now, and if not, why (shown to the visitor). */
export type Availability = { allowed: true } | { allowed: false; reason: string };

const allowed: Availability = { allowed: true };
const busy = (status: VmStatus): Availability => ({ allowed: false, reason: `Wait until the virtual machine has finished ${status}.` });

/** Which action is possible in which state: CPU and RAM resize only while stopped, password change only while running. */
export function vmActionAvailability(action: VmAction, vm: Pick<VirtualMachine, "status">): Availability {
  const { status } = vm;
  if (status === "deleted") return { allowed: false, reason: "The virtual machine has been deleted." };
  if (status === "creating") return busy(status);
  switch (action) {
    case "start":
      if (status === "stopped") return allowed;
      return { allowed: false, reason: status === "running" ? "The virtual machine is already running." : "Wait until the virtual machine has stopped." };
    case "stop":
      return status === "running" ? allowed : { allowed: false, reason: status === "stopped" ? "The virtual machine is already stopped." : "The virtual machine is already stopping." };
    case "forceStop":
      return status === "running" || status === "stopping" ? allowed : { allowed: false, reason: "The virtual machine is already stopped." };
    case "resize":
      return status === "stopped" ? allowed : { allowed: false, reason: "CPU and RAM can be changed only while the virtual machine is stopped. Stop it first." };
    case "password":
      return status === "running" ? allowed : { allowed: false, reason: "The password can be changed only while the virtual machine is running. Start it first." };
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
