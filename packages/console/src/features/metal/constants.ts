/** Failure titles of bare metal actions; the error text with its correlation id goes below them. */
export const METAL_FAILURE = {
  create: "Failed to lease machine",
  rename: "Failed to rename lease",
  release: "Failed to release machine",
} as const;
