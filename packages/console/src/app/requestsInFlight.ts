/** API requests under way: the console's client counts them (see `trackRequest`), idle work waits for them. */
let inFlight = 0;

/** Counts `request` as under way until it settles: the page is not idle while the API is still answering. */
export function trackRequest<T>(request: Promise<T>): Promise<T> {
  inFlight++;
  const done = () => {
    inFlight--;
  };
  request.then(done, done);
  return request;
}

/** How many API requests are under way. */
export function requestsInFlight(): number {
  return inFlight;
}
