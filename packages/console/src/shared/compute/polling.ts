/** While a VM or lease is on its way to another state, its location's list refetches this often, until all have settled. */
export const TRANSITION_POLL_MS = 2_000;

/** A list's refetch interval: TRANSITION_POLL_MS while any of its items is transitional, none once all have settled. */
export function pollWhileTransitional<T>(items: readonly T[] | undefined, isTransitional: (item: T) => boolean): number | false {
  return items?.some(isTransitional) ? TRANSITION_POLL_MS : false;
}
