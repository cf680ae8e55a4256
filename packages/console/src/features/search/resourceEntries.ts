import type { AccessDelegation, ApiToken, BillingAccount, BlockDisk, Bucket, Firewall, Invoice, IpAddress, LoadBalancer, Location, MetalLease, Network, ServicePackage, VirtualMachine } from "@cloudconsole/sdk";
import type { ResourceType } from "../../app/resourceTypes";
import type { ResourceWords } from "../../app/resourceWords";
import type { ResourceEntry } from "./entries";
import type { SearchT } from "./messages";

/** "in_use" → "In use": a status's own name made readable, for one the palette has no words for. */
export function statusWords(status: string | undefined): string | undefined {
  if (!status) return undefined;
  const words = status.replace(/[_-]+/g, " ").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** What the palette's entries say, in the customer's language, and the English names they are found by too. */
export interface SearchWords {
  t: SearchT;
  /** The resource types' names in the customer's language… */
  types: ResourceWords["types"];
  /** …and in English: a customer who types "firewall" or "virtual machine" finds them in every language. */
  englishTypes: ResourceWords["types"];
  /** The provider's word for an invoice ("Invoice", "Order"), in the customer's language where it names none, and in English. */
  invoice: string;
  englishInvoice: string;
}

/** A status in words: the console's own for the statuses it knows, else the platform's name made readable. */
function statusText(words: SearchWords, status: string | undefined): string | undefined {
  const name = statusWords(status);
  return name && words.t("status", { status: (status ?? "").toLowerCase(), name });
}

type EntryFields = Omit<ResourceEntry, "kind" | "id" | "type" | "typeLabel">;

function entry(words: SearchWords, type: ResourceType, fields: EntryFields): ResourceEntry {
  const english = words.englishTypes[type];
  // The type's English name is found too, where the customer's language names it otherwise.
  const keywords = english === words.types[type] ? fields.keywords : [...fields.keywords, english];
  // The detail route names a resource uniquely, so it is the entry's id (and what "recently opened" remembers).
  return { kind: "resource", id: fields.path, type, typeLabel: words.types[type], ...fields, keywords };
}

export const vmEntry = (words: SearchWords, location: Location) => (vm: VirtualMachine) =>
  entry(words, "virtual_machine", { name: vm.name, detail: vm.hostname === vm.name ? undefined : vm.hostname, location: location.display_name, status: statusText(words, vm.status), path: `/compute/vm/${location.slug}/${vm.uuid}`, keywords: [vm.uuid, vm.hostname ?? ""] });

export const leaseEntry = (words: SearchWords, location: Location) => (lease: MetalLease) =>
  entry(words, "bare_metal", { name: lease.display_name, location: location.display_name, status: statusText(words, lease.status), path: `/metal/lease/${lease.uuid}`, keywords: [lease.uuid] });

// The API lists released addresses too (is_deleted): the palette leaves them out.
export const ipEntry = (words: SearchWords, location: Location) => (ip: IpAddress) =>
  ip.is_deleted
    ? undefined
    : entry(words, "ip_address", { name: ip.name || ip.address, detail: ip.address, location: location.display_name, status: ip.assigned_to ? words.t("status.assigned") : words.t("status.unassigned"), path: `/network/ip_address/${location.slug}/${ip.uuid ?? ip.address}`, keywords: [ip.address, ip.assigned_to_private_ip ?? ""] });

export const vpcEntry = (words: SearchWords, location: Location) => (network: Network) =>
  entry(words, "vpc", { name: network.name, detail: network.subnet, location: location.display_name, status: network.is_default ? words.t("status.default") : undefined, path: `/network/vpc/${location.slug}/${network.uuid}`, keywords: [network.subnet, network.uuid] });

export const loadBalancerEntry = (words: SearchWords, location: Location) => (balancer: LoadBalancer) =>
  entry(words, "load_balancer", { name: balancer.display_name || balancer.private_address, detail: balancer.private_address, location: location.display_name, path: `/network/load_balancer/${location.slug}/${balancer.uuid}`, keywords: [balancer.private_address, balancer.uuid] });

export const firewallEntry = (words: SearchWords, location: Location) => (firewall: Firewall) =>
  entry(words, "firewall", { name: firewall.display_name || firewall.name, detail: firewall.description ?? undefined, location: location.display_name, path: `/network/firewall/${location.slug}/${firewall.uuid}`, keywords: [firewall.uuid] });

export const volumeEntry = (words: SearchWords, location: Location) => (disk: BlockDisk) =>
  entry(words, "volume", { name: disk.display_name?.trim() || disk.uuid, detail: `${disk.size_gb} GB`, location: location.display_name, path: `/storage/volume/${location.slug}/${disk.uuid}`, keywords: [disk.uuid] });

export const bucketEntry = (words: SearchWords) => (bucket: Bucket) =>
  entry(words, "bucket", { name: bucket.name, status: bucket.is_suspended ? words.t("status.suspended") : undefined, path: `/storage/bucket/${encodeURIComponent(bucket.name)}`, keywords: [] });

export const serviceEntry = (words: SearchWords, locations: readonly Location[]) => (service: ServicePackage) => {
  if (service.is_deleted) return undefined;
  const slug = typeof service.properties?.location === "string" ? service.properties.location : "";
  const location = locations.find((candidate) => candidate.slug === slug)?.display_name;
  return entry(words, "managed_service", { name: service.display_name, detail: `${service.service} ${service.version}`, location, status: statusText(words, service.status), path: `/services/service/${slug}/${service.uuid}`, keywords: [service.service, service.uuid] });
};

export const tokenEntry = (words: SearchWords) => (token: ApiToken) =>
  entry(words, "api_token", { name: token.description || words.t("tokenName", { id: String(token.id) }), status: token.restricted ? words.t("status.restricted") : undefined, path: `/access/token/${token.id}`, keywords: [String(token.id)] });

export const delegationEntry = (words: SearchWords) => (delegation: AccessDelegation) =>
  entry(words, "access_delegation", { name: delegation.name, path: `/access/delegation/${delegation.id}`, keywords: [String(delegation.id)] });

export const accountEntry = (words: SearchWords) => (account: BillingAccount) =>
  account.is_deleted
    ? undefined
    : entry(words, "billing_account", { name: account.title, status: account.is_default ? words.t("status.default") : undefined, path: `/billing/account/${account.id}`, keywords: [String(account.id), account.company_name ?? "", account.email ?? ""] });

/** An invoice, found through its billing account. */
export const invoiceEntryOf = (words: SearchWords, account: BillingAccount) => (invoice: Invoice) =>
  ({ kind: "resource", type: "invoice", typeLabel: words.invoice, id: `/billing/account/${account.id}/invoice/${invoice.id}`, name: invoice.padded_id ?? String(invoice.id), detail: account.title, status: words.t("invoiceStatus", { status: invoice.status }), path: `/billing/account/${account.id}/invoice/${invoice.id}`, keywords: [String(invoice.id), invoice.name ?? "", words.englishInvoice] }) satisfies ResourceEntry;
