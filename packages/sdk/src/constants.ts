// The numbers for talking to the API, each named for what it means.

/** Error text taken from a non-JSON error body is cut to this many characters. */
export const ERROR_TEXT_MAX_LENGTH = 250;

/** A content-type error quotes this many characters of the unexpected body. */
export const CONTENT_TYPE_ERROR_BODY_LENGTH = 500;

/** Failed requests that may be retried (connection errors, HTTP 502) are retried this many times. */
export const RETRY_MAX_ATTEMPTS = 3;

/** Wait between two retries, in milliseconds. */
export const RETRY_DELAY_MS = 7_000;

/** Up to this fraction of the retry delay is added at random, so clients that failed together retry apart (7–8.75 s). */
export const RETRY_JITTER_RATIO = 0.25;

/** HTTP statuses worth retrying: only a bad gateway, which is usually a backend restarting. */
export const RETRYABLE_STATUSES: readonly number[] = [502];

/** The response header that carries the request's correlation id. */
export const CORRELATION_ID_HEADER = "x-correlation-id";

/** The request header that carries the API key or impersonation token. */
export const API_KEY_HEADER = "apikey";

/** A multi-node managed service runs this many VMs of the chosen size: a primary and two replicas. */
export const SERVICE_MULTI_NODE_VMS = 3;
