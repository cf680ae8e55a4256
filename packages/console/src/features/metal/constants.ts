/** Failure titles of bare metal actions; the error text with its correlation id goes below them. */
export const METAL_FAILURE = {
  create: "Failed to lease machine",
  rename: "Failed to rename lease",
  release: "Failed to release machine",
} as const;

/** How long preparing a leased machine (installing its operating system) usually takes: the progress bar's pace. */
export const METAL_CREATE_EXPECTED_MS = 10 * 60_000;
