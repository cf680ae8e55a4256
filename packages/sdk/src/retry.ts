import { ApiConnectionError, ApiError } from "./errors.js";
import { RETRY_DELAY_MS, RETRY_MAX_ATTEMPTS, RETRYABLE_STATUSES } from "./constants.js";

/** When and how often a failed request is tried again. */
export interface RetryPolicy {
  /** Retries after the first attempt. */
  retries: number;
  /** Milliseconds between attempts. */
  delayMs: number;
  /** Whether this error is worth another attempt. */
  isRetryable: (error: unknown) => boolean;
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
  return { ...retryPolicy, ...overrides };
}

/** TanStack Query's `retry` and `retryDelay` options for a policy: `useQuery({ ...queryRetryOptions(), … })`. */
export function queryRetryOptions(policy: RetryPolicy = retryPolicy): {
  retry: (failureCount: number, error: unknown) => boolean;
  retryDelay: number;
} {
  return {
    retry: (failureCount, error) => failureCount < policy.retries && policy.isRetryable(error),
    retryDelay: policy.delayMs,
  };
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}

/** Runs `attempt` and retries it under `policy`; the last error is thrown when retries run out. */
export async function withRetry<T>(attempt: () => Promise<T>, policy: RetryPolicy, signal?: AbortSignal): Promise<T> {
  for (let failures = 0; ; failures += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (failures >= policy.retries || !policy.isRetryable(error)) throw error;
      await sleep(policy.delayMs, signal);
    }
  }
}
