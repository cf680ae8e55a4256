/** How long preparing a leased machine (installing its operating system) usually takes: the progress bar's pace. */
export const METAL_CREATE_EXPECTED_MS = 10 * 60_000;
