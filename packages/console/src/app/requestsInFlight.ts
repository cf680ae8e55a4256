/** API requests under way: the console's client counts them (see `trackRequest`), idle work waits for them. */
let inFlight = 0;
/** When the last API request settled (performance.now()), noted as it happens. */
let lastSettledAt = Number.NEGATIVE_INFINITY;

/** Counts `request` as under way until it settles: the page is not idle while the API is still answering. */
export function trackRequest<T>(request: Promise<T>): Promise<T> {
  inFlight++;
  const done = () => {
    inFlight--;
    lastSettledAt = performance.now();
  };
  request.then(done, done);
  return request;
}

/** How many API requests are under way. */
export function requestsInFlight(): number {
  return inFlight;
}

/**
 * When the last API request settled. The browser's own record of it (a PerformanceObserver's entries) arrives later,
 * as a low-priority task: on a busy machine, late enough for a page still rendering an answer to look quiet.
 */
export function lastRequestSettledAt(): number {
  return lastSettledAt;
}
