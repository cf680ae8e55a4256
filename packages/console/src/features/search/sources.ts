import { useEffect, useMemo, useRef, useState } from "react";
import { hashKey, useQueries, useQuery, type QueryKey, type UseQueryOptions } from "@tanstack/react-query";
import type { ApiClient, BillingAccount, Location, UiConfig } from "@cloudconsole/sdk";
import { billingQueries, delegationQueries, metalQueries, networkQueries, servicesQueries, storageQueries, tokensQueries } from "@cloudconsole/sdk/query";
import { useApiClient } from "../../api/ApiClientContext";
import { useSiteConfig } from "../../config/ConfigLayout";
import { isResourceTypeEnabled, type ResourceType } from "../../app/resourceTypes";
import { englishResourceWords, useResourceWords } from "../../app/resourceWords";
import { useT } from "../../i18n";
import { enabledLocations, vmListQuery } from "../../shared/compute";
import { useProvider } from "../../app/ProviderContext";
import { billingLabels } from "../billing";
import type { ResourceEntry } from "./entries";
import { indexEntry, type IndexedEntry } from "./rank";
import { searchMessages } from "./messages";
import { accountEntry, bucketEntry, delegationEntry, firewallEntry, invoiceEntryOf, ipEntry, leaseEntry, loadBalancerEntry, serviceEntry, tokenEntry, volumeEntry, vmEntry, vpcEntry, type SearchWords } from "./resourceEntries";
import { nextIdle, whenIdle } from "./idle";
import { sortForSearch } from "./searchIndex";

/** One list to read and how its answer becomes indexed palette entries. */
export interface SourceQuery {
  options: UseQueryOptions<unknown, Error, unknown, QueryKey>;
  /** The list's entries for this answer if they are all indexed already (the same array each time), else undefined. */
  indexed: (data: unknown) => readonly IndexedEntry[] | undefined;
  /**
   * Indexes more of this answer, item by item, until `timeUp()` says to stop, then carries on where it stopped on the
   * next call; returns the entries once all are indexed (and sorted for the search, see `sortForSearch`).
   */
  indexSome: (data: unknown, timeUp: () => boolean) => readonly IndexedEntry[] | undefined;
  /** The list's entries for this answer, indexing all at once what is not yet. */
  index: (data: unknown) => readonly IndexedEntry[];
}

/** How many items are indexed between two looks at the clock (a look costs more than indexing one). */
const ITEMS_PER_LOOK = 64;

/**
 * Pairs a list query (the very options its feature uses, so the cache entry is shared) with the entry of each of its
 * items (none for an item the palette skips). The one place where the list's type is forgotten: `useQueries` takes a
 * list of differently typed queries.
 *
 * Indexing is remembered per answer and per item: the cache keeps an unchanged answer, and the items a refetch left
 * unchanged, as the same objects, so a list is indexed once and a refetch that changed one VM of ten thousand indexes one.
 */
export function source<T extends object, K extends QueryKey>(options: UseQueryOptions<T[], Error, T[], K>, toEntry: (item: T) => ResourceEntry | undefined): SourceQuery {
  const byItem = new WeakMap<T, IndexedEntry | null>();
  let last: { data: unknown; indexed: readonly IndexedEntry[] } | undefined;
  // The answer being indexed, and how far.
  let progress: { data: unknown; indexed: IndexedEntry[]; next: number } | undefined;

  const indexed = (data: unknown) => {
    const known = last;
    return known && known.data === data ? known.indexed : undefined;
  };
  const indexSome = (data: unknown, timeUp: () => boolean) => {
    const done = indexed(data);
    if (done) return done;
    const current = progress && progress.data === data ? progress : { data, indexed: [] as IndexedEntry[], next: 0 };
    progress = current;
    const items = data as T[];
    while (current.next < items.length) {
      const stop = Math.min(items.length, current.next + ITEMS_PER_LOOK);
      for (; current.next < stop; current.next++) {
        const item = items[current.next] as T;
        let found = byItem.get(item);
        if (found === undefined) {
          const entry = toEntry(item);
          found = entry ? indexEntry(entry) : null;
          byItem.set(item, found);
        }
        if (found) current.indexed.push(found);
      }
      if (current.next < items.length && timeUp()) return undefined;
    }
    sortForSearch(current.indexed);
    progress = undefined;
    last = { data, indexed: current.indexed };
    return current.indexed;
  };
  const { queryFn } = options;
  return {
    options: {
      ...(options as unknown as UseQueryOptions<unknown, Error, unknown, QueryKey>),
      // The palette asks for dozens of lists at once (one per location and type, the invoices of each account):
      // each request starts when the browser is idle, so starting them all never holds a keystroke or a frame back.
      queryFn:
        typeof queryFn === "function"
          ? async (context: Parameters<typeof queryFn>[0]) => {
              await nextIdle();
              return queryFn(context);
            }
          : queryFn,
    } as UseQueryOptions<unknown, Error, unknown, QueryKey>,
    indexed,
    indexSome,
    index: (data) => indexSome(data, () => false) ?? [],
  };
}

export interface SearchContext {
  client: ApiClient;
  config: UiConfig;
  locations: readonly Location[];
  /** The billing accounts once known: each has its own list of invoices. */
  accounts: readonly BillingAccount[] | undefined;
  /** What the entries say, in the customer's language. */
  words: SearchWords;
}

/** Every list the palette reads for this site: each enabled type, in every location where it lives. */
export function searchSources({ client, config, locations, accounts, words }: SearchContext): SourceQuery[] {
  const enabled = (type: ResourceType) => isResourceTypeEnabled(config, type);
  const computeLocations = enabledLocations(config, [...locations]);
  const sources: SourceQuery[] = [];
  for (const location of computeLocations) {
    // The palette reads the VM lists without polling them: a screen that shows a VM in transit keeps its list fresh.
    if (enabled("virtual_machine")) sources.push(source({ ...vmListQuery(client, location.slug), refetchInterval: false }, vmEntry(words, location)));
    if (enabled("bare_metal")) sources.push(source(metalQueries.leases(client, location.slug), leaseEntry(words, location)));
    if (enabled("volume")) sources.push(source(storageQueries.disks(client, location.slug), volumeEntry(words, location)));
  }
  for (const location of locations) {
    if (enabled("ip_address")) sources.push(source(networkQueries.ipAddresses(client, location.slug), ipEntry(words, location)));
    if (enabled("vpc")) sources.push(source(networkQueries.networks(client, location.slug), vpcEntry(words, location)));
    if (enabled("load_balancer")) sources.push(source(networkQueries.loadBalancers(client, location.slug), loadBalancerEntry(words, location)));
    if (enabled("firewall")) sources.push(source(networkQueries.firewalls(client, location.slug), firewallEntry(words, location)));
  }
  if (enabled("bucket")) sources.push(source(storageQueries.buckets(client), bucketEntry(words)));
  if (enabled("managed_service")) sources.push(source(servicesQueries.packages(client), serviceEntry(words, locations)));
  sources.push(source(tokensQueries.list(client), tokenEntry(words)));
  sources.push(source(delegationQueries.accessDelegations(client), delegationEntry(words)));
  sources.push(source(billingQueries.billingAccounts(client), accountEntry(words)));
  // Invoices are one call per account: asked for once the accounts are known.
  for (const account of accounts ?? []) {
    if (!account.is_deleted) sources.push(source(billingQueries.invoices(client, { billing_account_id: account.id }), invoiceEntryOf(words, account)));
  }
  return sources;
}

/** What the palette can find now: every entry of the lists loaded so far, and whether some are still loading. */
export interface SearchResources {
  /** The entries of each list loaded so far, indexed; each the same array until its list changes. */
  lists: readonly (readonly IndexedEntry[])[];
  /** Whether some list is still loading, or loaded and not yet indexed. */
  loading: boolean;
  failed: number;
  accounts: readonly BillingAccount[];
}

const NO_ACCOUNTS: readonly BillingAccount[] = [];

/** The lists' answers (undefined while one loads) and how many are loading or failed. */
function combineLists(results: { data: unknown; isPending: boolean; isError: boolean }[]) {
  return {
    answers: results.map((result) => result.data),
    // A list not yet answered counts as loading, also in the moment before the palette starts to follow it.
    loading: results.some((result) => result.isPending),
    failed: results.filter((result) => result.isError).length,
  };
}

/**
 * Opening the palette fetches a list it has not got, and one that a change made since has invalidated; a list that is
 * merely older than the cache's freshness is searched as it is (its own screen refreshes it), so opening fetches nothing.
 */
const refetchIfInvalidated = (query: { state: { isInvalidated: boolean } }) => query.state.isInvalidated;

/** The entries' words in the console's language, the same object until the language changes. */
function useSearchWords(): SearchWords {
  const t = useT(searchMessages);
  const types = useResourceWords().types;
  const labels = useProvider().labels;
  return useMemo(() => {
    // The provider's word for an invoice where it names one, else the console's own in the customer's language.
    const invoice = billingLabels(labels, { ...billingLabels(), invoice: t("invoice") }).invoice;
    return { t, types, englishTypes: englishResourceWords().types, invoice, englishInvoice: billingLabels(labels).invoice };
  }, [t, types, labels]);
}

/**
 * Reads every enabled list (from the cache where a screen has already loaded it), without suspending: the palette
 * searches what has arrived while the rest loads, and a list that fails leaves the others searchable. Unless
 * `subscribed`, it follows no list (a closed palette costs nothing).
 */
export function useSearchResources({ subscribed = true }: { subscribed?: boolean } = {}): SearchResources {
  const client = useApiClient();
  const { config, locations } = useSiteConfig();
  const accounts = useQuery({ ...billingQueries.billingAccounts(client), subscribed, refetchOnMount: refetchIfInvalidated }).data;
  const words = useSearchWords();
  const sources = useMemo(() => searchSources({ client, config, locations, accounts, words }), [client, config, locations, accounts, words]);
  // The same array while the sources stay, so the queries' options are not worked out again on every render.
  const queries = useMemo(() => sources.map((item) => ({ ...item.options, refetchOnMount: refetchIfInvalidated })), [sources]);
  // The same options object too: useQueries hands new options to every one of its observers after each render.
  const options = useMemo(() => ({ queries, combine: combineLists, subscribed }), [queries, subscribed]);
  const { answers, loading, failed } = useQueries(options);
  const { lists, indexing } = useIndexedLists(sources, answers);
  return { lists, loading: loading || indexing, failed, accounts: accounts ?? NO_ACCOUNTS };
}

/**
 * The lists' entries indexed so far. What is not yet indexed is indexed in slices while the browser is idle (`whenIdle`),
 * so the palette is on screen with its field focused at once, takes typing between slices, and searches each list as
 * soon as it is indexed. Progress is kept by each source, so a slice cut short, or a new answer for another list,
 * loses no work. While a list's new answer (a refetch, or new sources once the accounts are known) is being indexed,
 * its earlier entries stay searchable rather than vanishing for a moment.
 */
export function useIndexedLists(sources: readonly SourceQuery[], answers: readonly unknown[]): { lists: readonly (readonly IndexedEntry[])[]; indexing: boolean } {
  // Counts the slices that finished a list: each such slice renders the lists again.
  const [finished, setFinished] = useState(0);
  // What each list (by its query) showed last, until its new answer is indexed.
  const shown = useRef(new Map<string, readonly IndexedEntry[]>());
  const indexing = answers.some((data, at) => data !== undefined && sources[at]?.indexed(data) === undefined);

  useEffect(() => {
    if (!indexing) return;
    let cancel = () => {};
    const slice = (stopAt: number) => {
      const timeUp = () => performance.now() >= stopAt;
      let listsDone = 0;
      let unfinished = false;
      for (const [at, data] of answers.entries()) {
        const list = sources[at];
        if (data === undefined || !list || list.indexed(data)) continue;
        // A list that finished as the slice ran out leaves the next one to the next slice.
        if (unfinished || timeUp()) unfinished = true;
        else if (list.indexSome(data, timeUp)) listsDone++;
        else unfinished = true;
      }
      if (listsDone > 0) setFinished((count) => count + 1);
      if (unfinished) cancel = whenIdle(slice);
    };
    cancel = whenIdle(slice);
    return () => cancel();
  }, [sources, answers, indexing]);

  const lists = useMemo(() => {
    const next = new Map<string, readonly IndexedEntry[]>();
    const result: (readonly IndexedEntry[])[] = [];
    for (const [at, data] of answers.entries()) {
      const list = sources[at];
      if (data === undefined || !list) continue;
      const key = hashKey(list.options.queryKey);
      const entries = list.indexed(data) ?? shown.current.get(key);
      if (!entries) continue;
      next.set(key, entries);
      result.push(entries);
    }
    shown.current = next;
    return result;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `finished` changes when a slice indexed more lists, which `indexed` then returns.
  }, [sources, answers, finished]);
  return { lists, indexing };
}
