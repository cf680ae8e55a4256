/** The console's timing and caching constants, in one place, each named for what it means. */

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const DAY = 24 * 60 * MINUTE;

/** Queries are retried up to this many times (only connection errors and HTTP 502; see the SDK's retry policy). */
export const QUERY_RETRY_COUNT = 3;
/** Delay between query retries. */
export const QUERY_RETRY_DELAY_MS = 7 * SECOND;
/** Unused query data is garbage-collected after this long. */
export const QUERY_GC_TIME_MS = 10 * MINUTE;
/** Query data counts as fresh for this long. */
export const QUERY_STALE_TIME_MS = 60 * SECOND;
/** The UI configuration is cached for a day. */
export const CONFIG_CACHE_TIME_MS = DAY;
/** The loading screen shows the logo only after this delay, so fast loads never flash it. */
export const DEFAULT_LOADING_DELAY_MS = 500;
/** A wait for the server is named in words after this long at most (the visitor is told within 2 s), even when the logo waits longer. */
export const CONNECTING_MESSAGE_MAX_DELAY_MS = SECOND;
/** Creation-progress screen tick. */
export const PROGRESS_TICK_MS = 200;
/** Page titles settle for this long before they are written. */
export const PAGE_TITLE_DEBOUNCE_MS = 2 * SECOND;
/** The chat widget loads this long after mount. */
export const CHAT_WIDGET_DELAY_MS = 1500;
/** Admin status stays fresh this long (the spec's "60 units of a shared time constant", read as seconds). */
export const PRIVILEGES_STALE_TIME_MS = 60 * SECOND;
