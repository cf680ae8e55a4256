import { ApiConnectionError, ApiError, abortErrorFor } from "./errors.js";
import { RETRY_DELAY_MS, RETRY_JITTER_RATIO, RETRY_MAX_ATTEMPTS, RETRYABLE_STATUSES } from "./constants.js";

/** When and how often a failed request is tried again. */
export interface RetryPolicy {
  /** Retries after the first attempt. */
  retries: number;
  /** Milliseconds between attempts (the least wait: jitter only adds to it). */
  delayMs: number;
  /** Whether this error is worth another attempt. */
  isRetryable: (error: unknown) => boolean;
}

/** The client's retry settings: the policy's parts to change, plus the random spread added to each wait. */
export interface RetryOptions extends Partial<RetryPolicy> {
  /**
   * Up to this fraction of `delayMs` is added at random to each wait, so clients that failed together do not come
   * back together. Default 0.25 (7 s becomes 7–8.75 s); 0 turns it off.
   */
  jitter?: number;
  /** A random number in [0, 1) for the jitter; `Math.random` by default. Tests pass `() => 0`. */
  random?: () => number;
}

/** What `onRetry` is told before each wait. */
export interface RetryEvent {
  /** Which retry comes next: 1 for the second attempt, up to `retries`. */
  attempt: number;
  /** Why the last attempt failed. */
  error: unknown;
  /** How long the client waits before the retry (jitter included). */
  delayMs: number;
  /** `GET`, `POST`, … */
  method: string;
  url: string;
}

/** Connection errors and HTTP 502 are retried; nothing else is. */
export function isRetryableError(error: unknown): boolean {
  if (error instanceof ApiConnectionError) return true;
  return error instanceof ApiError && RETRYABLE_STATUSES.includes(error.status);
}

/** The one retry policy of the product: up to 3 retries, 7 s apart, for connection errors and 502 only. */
export const retryPolicy: RetryPolicy = Object.freeze({
  retries: RETRY_MAX_ATTEMPTS,
  delayMs: RETRY_DELAY_MS,
  isRetryable: isRetryableError,
});

/** The policy with some settings replaced, e.g. `{ delayMs: 5 }` in tests. */
export function createRetryPolicy(overrides: Partial<RetryPolicy> = {}): RetryPolicy {
  const { retries, delayMs, isRetryable } = { ...retryPolicy, ...overrides };
  return { retries, delayMs, isRetryable };
}

/** Methods that are idempotent by definition (RFC 9110): sending one twice has the effect of sending it once. */
export const IDEMPOTENT_METHODS: ReadonlySet<string> = new Set(["get", "head", "options", "put", "delete"]);

/** What decides whether a failed request may be sent again. */
export interface RetryRequest {
  /** `get`, `post`, … (any case). */
  method: string;
  /** The contract marks this POST or PATCH `x-idempotent`. */
  idempotent?: boolean;
  /** The caller asked for retries on this very call (`retry: true` or an object), taking the risk of a repeat. */
  optedIn?: boolean;
}

/**
 * Whether a request that failed with `error` may be retried under `policy` (retries left aside). An idempotent request
 * (GET, PUT, DELETE, a POST or PATCH marked `x-idempotent`) or one the caller opted in is retried on whatever the policy
 * retries (connection errors and 502). Any other POST or PATCH is retried only when it failed before anything was
 * sent (`ApiConnectionError.failedBeforeSending`): after a 502 or a broken connection it may have been done.
 */
export function shouldRetryRequest(request: RetryRequest, error: unknown, policy: Pick<RetryPolicy, "isRetryable"> = retryPolicy): boolean {
  if (!policy.isRetryable(error)) return false;
  if (request.optedIn || request.idempotent || IDEMPOTENT_METHODS.has(request.method.toLowerCase())) return true;
  return error instanceof ApiConnectionError && error.failedBeforeSending;
}

/** The wait before a retry: `delayMs` plus up to `jitter` × `delayMs` at random, in whole milliseconds. */
export function retryDelayMs(delayMs: number, jitter = RETRY_JITTER_RATIO, random: () => number = Math.random): number {
  if (!(jitter > 0)) return delayMs;
  const spread = Math.min(Math.max(random(), 0), 1);
  return Math.round(delayMs + delayMs * jitter * spread);
}

/**
 * TanStack Query's `retry` and `retryDelay` options for a policy: `useQuery({ ...queryRetryOptions(), … })`. For
 * queries (reads) only: mutations should keep `retry: false` and let the client's own rules decide. `retryDelay` is
 * the policy's fixed delay unless `{ jitter }` asks for the spread the client uses.
 */
export function queryRetryOptions(policy?: RetryPolicy): { retry: (failureCount: number, error: unknown) => boolean; retryDelay: number };
export function queryRetryOptions(
  policy: RetryPolicy | undefined,
  options: { jitter?: number; random?: () => number },
): { retry: (failureCount: number, error: unknown) => boolean; retryDelay: number | ((failureCount: number, error: unknown) => number) };
export function queryRetryOptions(
  policy: RetryPolicy = retryPolicy,
  options: { jitter?: number; random?: () => number } = {},
): {
  retry: (failureCount: number, error: unknown) => boolean;
  retryDelay: number | ((failureCount: number, error: unknown) => number);
} {
  const { jitter, random } = options;
  return {
    retry: (failureCount, error) => failureCount < policy.retries && policy.isRetryable(error),
    retryDelay: jitter && jitter > 0 ? () => retryDelayMs(policy.delayMs, jitter, random) : policy.delayMs,
  };
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortErrorFor(signal.reason));
      return;
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(abortErrorFor(signal?.reason));
    };
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}

/** How `withRetry` decides, waits and reports. */
export interface WithRetryOptions {
  /** Whether this error may be retried; `policy.isRetryable` by default. */
  shouldRetry?: (error: unknown) => boolean;
  /** Fraction of the delay added at random (see `RetryOptions.jitter`). Default 0 here: the client passes its own. */
  jitter?: number;
  random?: () => number;
  /** Called before each wait. */
  onRetry?: (event: { attempt: number; error: unknown; delayMs: number }) => void;
}

/** Runs `attempt` and retries it under `policy`; the last error is thrown when retries run out. */
export async function withRetry<T>(attempt: () => Promise<T>, policy: RetryPolicy, signal?: AbortSignal, options: WithRetryOptions = {}): Promise<T> {
  const shouldRetry = options.shouldRetry ?? policy.isRetryable;
  for (let failures = 0; ; failures += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (failures >= policy.retries || !shouldRetry(error)) throw error;
      if (signal?.aborted) throw abortErrorFor(signal.reason);
      const delayMs = retryDelayMs(policy.delayMs, options.jitter ?? 0, options.random);
      options.onRetry?.({ attempt: failures + 1, error, delayMs });
      await sleep(delayMs, signal);
    }
  }
}
