import type { DomainHandlers } from "../http.js";
import { vmActionHandlers } from "./actions.js";
import { vmAttachmentHandlers } from "./attachments.js";
import { vmInterfaceHandlers } from "./interfaces.js";
import { vmMachineHandlers } from "./machines.js";
import { vmStorageHandlers } from "./storage.js";

/** Virtual machines of one location: lifecycle, resize, disks, snapshots, attached disks and addresses, interfaces. */
export const vmHandlers: DomainHandlers = (store, routes) => [
  ...vmMachineHandlers(store, routes),
  ...vmActionHandlers(store, routes),
  ...vmStorageHandlers(store, routes),
  ...vmAttachmentHandlers(store, routes),
  ...vmInterfaceHandlers(store, routes),
];
