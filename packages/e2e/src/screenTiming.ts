// How long the screen measurements (screenLoads.ts) wait for the network and for screens.

/** How long the network must stay quiet (no request in flight, none started or ended) to count as idle. */
export const IDLE_QUIET_MS = 500;
/**
 * How long after the network went idle a signed-out screen's files still count as its own: what a visitor's browser
 * fetches in the moments after the page settles (work scheduled for idle time, such as checking responses) is part
 * of what the screen costs, since it has no idle prefetch of other screens to tell it apart from.
 */
export const AFTER_IDLE_MS = 1_500;
/** How long after its last file the idle prefetch counts as done. */
export const PREFETCH_QUIET_MS = 3_000;
/** How long a screen may take to become usable, or to go idle, on a busy machine. */
export const SCREEN_TIMEOUT_MS = 60_000;
