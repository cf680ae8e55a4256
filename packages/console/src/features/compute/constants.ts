/** Compute's numbers and texts, each named for what it means. */

/** How long a VM takes to go from creating to running, for the creation-progress screen. */
export const VM_CREATE_EXPECTED_MS = 60_000;

/** Failure titles of VM actions, worded as the API's error catalogue words them; the error text with its correlation id goes below. */
export const VM_FAILURE = {
  create: "Failed to create virtual machine",
  start: "Failed to start virtual machine",
  stop: "Failed to stop virtual machine",
  clone: "Failed to clone virtual machine",
  rebuild: "Failed to rebuild virtual machine",
  update: "Failed to update virtual machine",
  backup: "Failed to enable/disable backup",
  snapshot: "Failed to create snapshot of virtual machine",
  deleteSnapshot: "Failed to delete snapshot",
  deleteDisk: "Failed to delete disk from VM",
  resizeDisk: "Failed to resize disk on VM",
  addDisk: "Failed to add disk to VM",
  // Not in the API's catalogue; worded the same way.
  delete: "Failed to delete virtual machine",
  reinstall: "Failed to reinstall virtual machine",
  rescue: "Failed to start rescue mode",
  bootIso: "Failed to boot from ISO",
  password: "Failed to change password",
  billing: "Failed to move to another billing account",
  subinterface: "Failed to change subinterfaces",
} as const;
