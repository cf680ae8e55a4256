import { useMemo } from "react";
import { useQueries, useQuery, type QueryKey, type UseQueryOptions } from "@tanstack/react-query";
import type { AccessDelegation, ApiClient, ApiToken, BillingAccount, Bucket, Invoice, IpAddress, LoadBalancer, Location, MetalLease, Network, ServicePackage, UiConfig, VirtualMachine } from "@cloudconsole/sdk";
import { billingQueries, delegationQueries, metalQueries, networkQueries, servicesQueries, storageQueries, tokensQueries } from "@cloudconsole/sdk/query";
import { useApiClient } from "../../api/ApiClientContext";
import { useSiteConfig } from "../../config/ConfigLayout";
import { isResourceTypeEnabled, RESOURCE_TYPES, type ResourceType } from "../../app/resourceTypes";
import { enabledLocations, vmListQuery } from "../../shared/compute";
import { useProvider } from "../../app/ProviderContext";
import { billingLabels, invoiceStatusText } from "../billing";
import type { ResourceEntry } from "./entries";

/** One list to read and how its answer becomes palette entries. */
interface SourceQuery {
  options: UseQueryOptions<unknown, Error, unknown, QueryKey>;
  toEntries: (data: unknown) => ResourceEntry[];
}

/**
 * Pairs a list query (the very options its feature uses, so the cache entry is shared) with its entries. The one
 * place where the list's type is forgotten: `useQueries` takes a list of differently typed queries.
 */
function source<T, K extends QueryKey>(options: UseQueryOptions<T, Error, T, K>, toEntries: (data: T) => ResourceEntry[]): SourceQuery {
  return { options: options as unknown as UseQueryOptions<unknown, Error, unknown, QueryKey>, toEntries: (data) => toEntries(data as T) };
}

/** "in_use" → "In use". */
export function statusWords(status: string | undefined): string | undefined {
  if (!status) return undefined;
  const words = status.replace(/[_-]+/g, " ").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function entry(type: ResourceType, fields: Omit<ResourceEntry, "kind" | "id" | "type" | "typeLabel">): ResourceEntry {
  // The detail route names a resource uniquely, so it is the entry's id (and what "recently opened" remembers).
  return { kind: "resource", id: fields.path, type, typeLabel: RESOURCE_TYPES[type].label, ...fields };
}

function invoiceEntry(invoiceLabel: string, fields: Omit<ResourceEntry, "kind" | "id" | "type" | "typeLabel">): ResourceEntry {
  return { kind: "resource", id: fields.path, type: "invoice", typeLabel: invoiceLabel, ...fields };
}

const vmEntries = (location: Location) => (vms: VirtualMachine[]) =>
  vms.map((vm) => entry("virtual_machine", { name: vm.name, detail: vm.hostname === vm.name ? undefined : vm.hostname, location: location.display_name, status: statusWords(vm.status), path: `/compute/vm/${location.slug}/${vm.uuid}`, keywords: [vm.uuid, vm.hostname ?? ""] }));

const leaseEntries = (location: Location) => (leases: MetalLease[]) =>
  leases.map((lease) => entry("bare_metal", { name: lease.display_name, location: location.display_name, status: statusWords(lease.status), path: `/metal/lease/${lease.uuid}`, keywords: [lease.uuid] }));

const ipEntries = (location: Location) => (ips: IpAddress[]) =>
  ips.map((ip) => entry("ip_address", { name: ip.name || ip.address, detail: ip.address, location: location.display_name, status: ip.assigned_to ? "Assigned" : "Unassigned", path: `/network/ip_address/${location.slug}/${ip.uuid ?? ip.address}`, keywords: [ip.address, ip.assigned_to_private_ip ?? ""] }));

const vpcEntries = (location: Location) => (networks: Network[]) =>
  networks.map((network) => entry("vpc", { name: network.name, detail: network.subnet, location: location.display_name, status: network.is_default ? "Default" : undefined, path: `/network/vpc/${location.slug}/${network.uuid}`, keywords: [network.subnet, network.uuid] }));

const loadBalancerEntries = (location: Location) => (balancers: LoadBalancer[]) =>
  balancers.map((balancer) => entry("load_balancer", { name: balancer.display_name || balancer.private_address, detail: balancer.private_address, location: location.display_name, path: `/network/load_balancer/${location.slug}/${balancer.uuid}`, keywords: [balancer.private_address, balancer.uuid] }));

const bucketEntries = (buckets: Bucket[]) =>
  buckets.map((bucket) => entry("bucket", { name: bucket.name, status: bucket.is_suspended ? "Suspended" : undefined, path: `/storage/bucket/${encodeURIComponent(bucket.name)}`, keywords: [] }));

const serviceEntries = (locations: readonly Location[]) => (services: ServicePackage[]) =>
  services
    .filter((service) => !service.is_deleted)
    .map((service) => {
      const slug = typeof service.properties?.location === "string" ? service.properties.location : "";
      const location = locations.find((candidate) => candidate.slug === slug)?.display_name;
      return entry("managed_service", { name: service.display_name, detail: `${service.service} ${service.version}`, location, status: statusWords(service.status), path: `/services/service/${slug}/${service.uuid}`, keywords: [service.service, service.uuid] });
    });

const tokenEntries = (tokens: ApiToken[]) =>
  tokens.map((token) => entry("api_token", { name: token.description || `Token ${token.id}`, status: token.restricted ? "Restricted" : undefined, path: `/access/token/${token.id}`, keywords: [String(token.id)] }));

const delegationEntries = (delegations: AccessDelegation[]) =>
  delegations.map((delegation) => entry("access_delegation", { name: delegation.name, path: `/access/delegation/${delegation.id}`, keywords: [String(delegation.id)] }));

const accountEntries = (accounts: BillingAccount[]) =>
  accounts
    .filter((account) => !account.is_deleted)
    .map((account) => entry("billing_account", { name: account.title, status: account.is_default ? "Default" : undefined, path: `/billing/account/${account.id}`, keywords: [String(account.id), account.company_name ?? "", account.email ?? ""] }));

const invoiceEntries = (account: BillingAccount, invoiceLabel: string) => (invoices: Invoice[]) =>
  invoices.map((invoice) => invoiceEntry(invoiceLabel, { name: invoice.padded_id ?? String(invoice.id), detail: account.title, status: invoiceStatusText(invoice.status), path: `/billing/account/${account.id}/invoice/${invoice.id}`, keywords: [String(invoice.id), invoice.name ?? ""] }));

export interface SearchContext {
  client: ApiClient;
  config: UiConfig;
  locations: readonly Location[];
  /** The billing accounts once known: each has its own list of invoices. */
  accounts: readonly BillingAccount[] | undefined;
  /** The provider's word for an invoice ("Invoice", "Order"). */
  invoiceLabel: string;
}

/** Every list the palette reads for this site: each enabled type, in every location where it lives. */
export function searchSources({ client, config, locations, accounts, invoiceLabel }: SearchContext): SourceQuery[] {
  const enabled = (type: ResourceType) => isResourceTypeEnabled(config, type);
  const computeLocations = enabledLocations(config, [...locations]);
  const sources: SourceQuery[] = [];
  for (const location of computeLocations) {
    if (enabled("virtual_machine")) sources.push(source(vmListQuery(client, location.slug), vmEntries(location)));
    if (enabled("bare_metal")) sources.push(source(metalQueries.leases(client, location.slug), leaseEntries(location)));
  }
  for (const location of locations) {
    if (enabled("ip_address")) sources.push(source(networkQueries.ipAddresses(client, location.slug), ipEntries(location)));
    if (enabled("vpc")) sources.push(source(networkQueries.networks(client, location.slug), vpcEntries(location)));
    if (enabled("load_balancer")) sources.push(source(networkQueries.loadBalancers(client, location.slug), loadBalancerEntries(location)));
  }
  if (enabled("bucket")) sources.push(source(storageQueries.buckets(client), bucketEntries));
  if (enabled("managed_service")) sources.push(source(servicesQueries.packages(client), serviceEntries(locations)));
  sources.push(source(tokensQueries.list(client), tokenEntries));
  sources.push(source(delegationQueries.accessDelegations(client), delegationEntries));
  sources.push(source(billingQueries.billingAccounts(client), accountEntries));
  // Invoices are one call per account: asked for once the accounts are known.
  for (const account of accounts ?? []) {
    if (!account.is_deleted) sources.push(source(billingQueries.invoices(client, { billing_account_id: account.id }), invoiceEntries(account, invoiceLabel)));
  }
  return sources;
}

/** What the palette can find now: every entry of the lists loaded so far, and whether some are still loading. */
export interface SearchResources {
  entries: ResourceEntry[];
  loading: boolean;
  failed: number;
  accounts: BillingAccount[];
}

/** The lists' answers (undefined while one loads) and how many are loading or failed. */
function combineLists(results: { data: unknown; isPending: boolean; isError: boolean; fetchStatus: string }[]) {
  return {
    answers: results.map((result) => result.data),
    loading: results.some((result) => result.isPending && result.fetchStatus !== "idle"),
    failed: results.filter((result) => result.isError).length,
  };
}

/**
 * Reads every enabled list (from the cache where a screen has already loaded it), without suspending: the palette
 * searches what has arrived while the rest loads, and a list that fails leaves the others searchable.
 */
export function useSearchResources(): SearchResources {
  const client = useApiClient();
  const { config, locations } = useSiteConfig();
  const accounts = useQuery(billingQueries.billingAccounts(client)).data;
  const invoiceLabel = billingLabels(useProvider().labels).invoice;
  const sources = useMemo(() => searchSources({ client, config, locations, accounts, invoiceLabel }), [client, config, locations, accounts, invoiceLabel]);
  const { answers, loading, failed } = useQueries({ queries: sources.map((item) => item.options), combine: combineLists });
  const entries = useMemo(
    () => answers.flatMap((data, index) => (data === undefined ? [] : (sources[index]?.toEntries(data) ?? []))),
    [sources, answers],
  );
  return { entries, loading, failed, accounts: accounts ?? [] };
}
