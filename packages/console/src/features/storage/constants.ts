/** Filled into a client set-up in place of a secret the console no longer shows. */
export const SECRET_PLACEHOLDER = "YOUR_SECRET_KEY";

/** The title over a failed volume list, for a screen outside storage that shows one (a VM's storage tab). */
export const VOLUME_FAILURE = {
  list: "Failed to get volumes",
} as const;
