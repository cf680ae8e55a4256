/** Compute's numbers and texts, each named for what it means. */

/** How long a VM takes to go from creating to running, for the creation-progress screen. */
export const VM_CREATE_EXPECTED_MS = 60_000;

/** The failure title of creating a VM, worded as the API's error catalogue words it; the error text with its correlation id goes below. */
export const VM_FAILURE = {
  create: "Failed to create virtual machine",
} as const;
