// The model of the TanStack Query layer: the contract's operations as key factories, queryOptions and mutation option
// factories, one set per domain (the operation's tag), which query-modules.mjs writes out. Names come from the
// operationId with the verb (queries) and the domain's own nouns removed: `listVms` -> `vmQueries.list`, `startVm` ->
// `vmMutations.start`.

/** Tags that share a domain: prices are part of the configuration the console loads first. */
const DOMAIN_OF_TAG = { pricing: "config" };

/** Words an operationId repeats that the domain name already says (`listMetalLeases` -> `metalQueries.leases`). */
const DOMAIN_NOUNS = {
  vm: ["Vm", "Vms"],
  tokens: ["Token", "Tokens"],
  metal: ["Metal"],
  services: ["Service"],
  storage: ["Storage"],
};

const QUERY_VERBS = ["get", "list"];

/**
 * Queries a mutation makes stale beyond the ones its path implies (a mutation invalidates the queries of its domain
 * that list the resource it changes: `POST /{location}/user-resource/vm/start` -> `GET /{location}/user-resource/vm/list`).
 * Keyed by operationId; values are operationIds of GET calls, in any domain.
 */
const EXTRA_INVALIDATIONS = {
  deleteVmSubinterface: ["listVmInterfaces"],
  setVmBillingAccount: ["listVms"],
  assignIpAddress: ["listVms"],
  unassignIpAddress: ["listVms"],
  // A deleted VM also leaves its floating IPs, its disks and the firewalls that guarded it.
  deleteVm: ["listIpAddresses", "listDisks", "listFirewalls"],
  // A disk attached or detached changes what the disk list says of it.
  attachVmDisk: ["listDisks"],
  detachVmDisk: ["listDisks"],
  // Reserving or releasing a VM's public address changes the floating IPs.
  reserveVmPublicIp: ["listIpAddresses"],
  releaseVmPublicIp: ["listIpAddresses"],
  payInvoice: ["listInvoices", "listBillingAccounts"],
  buyCredit: ["listBillingAccounts"],
  buyCreditPosthook: ["listBillingAccounts"],
  // Paying invoices from credit changes the invoices, what the account owes and its credit history.
  payAllInvoices: ["listInvoices", "getInvoice", "listBillingAccounts", "getBillingAccount", "getUnpaidAmount", "listCredit"],
  payInvoicesAmount: ["listInvoices", "getInvoice", "listBillingAccounts", "getBillingAccount", "getUnpaidAmount", "listCredit"],
  requestCreditInvoice: ["listInvoices", "getUnpaidAmount"],
  // Leasing takes a machine and releasing frees one: the specs say which types are still available.
  createMetalLease: ["listMetalSpecs"],
  releaseMetalLease: ["listMetalSpecs"],
};

function lowerFirst(text) {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

function words(identifier) {
  return identifier.match(/[A-Z0-9]+(?![a-z])|[A-Z]?[a-z0-9]+/g) ?? [identifier];
}

/** The domain of an operation: its first tag, with `pricing` folded into `config`. */
export function domainOf(operation) {
  const tag = operation.tags?.[0];
  if (!tag) throw new Error(`${operation.operationId}: every operation needs a tag (its domain)`);
  return DOMAIN_OF_TAG[tag] ?? tag;
}

/** The member name of an operation inside its domain's factories. */
export function memberName(operationId, domain, isQuery) {
  let parts = words(operationId);
  const verb = parts[0];
  if (isQuery && QUERY_VERBS.includes(verb)) parts = parts.slice(1);
  const nouns = DOMAIN_NOUNS[domain] ?? [];
  const kept = parts.filter((part, index) => !(nouns.includes(part) && (index > 0 || isQuery)));
  // `listVms` -> `vmQueries.list`, `getVm` (one of them) -> `vmQueries.detail`.
  if (kept.length === 0) return isQuery ? (verb === "get" ? "detail" : "list") : lowerFirst(operationId);
  return lowerFirst(kept.join(""));
}

function identifierFor(name) {
  return /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(name) ? name : null;
}

/** `/payment/card/list` -> `payment/card`; `/{location}/network/networks` -> `network/network`: what a query lists. */
function collectionOf(path) {
  const segments = path.split("/").filter((segment) => segment !== "" && segment !== "{location}");
  if (["list", "is_active"].includes(segments.at(-1) ?? "")) segments.pop();
  return segments.map((segment) => (segment.startsWith("{") ? "{}" : segment.replace(/s$/, "")));
}

function isPrefix(prefix, of) {
  return prefix.length <= of.length && prefix.every((segment, index) => segment === of[index]);
}

function parametersOf(op, resolve) {
  const all = [...(op.pathItem.parameters ?? []), ...(op.operation.parameters ?? [])].map(resolve);
  const path = all.filter((parameter) => parameter.in === "path").map((parameter) => parameter.name);
  const ordered = [...op.path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]);
  for (const name of ordered) {
    if (!path.includes(name)) throw new Error(`${op.key}: path parameter {${name}} is not declared`);
  }
  const query = all.filter((parameter) => parameter.in === "query");
  return { path: ordered, query: query.map((parameter) => parameter.name), queryRequired: query.some((parameter) => parameter.required) };
}

/** Builds the model of the query layer: domains with their queries and mutations. */
export function queryModel(document, operations, { resolve, describe }) {
  const domains = new Map();
  for (const op of operations) {
    const domain = domainOf(op.operation);
    const isQuery = op.method === "get";
    const name = memberName(op.operation.operationId, domain, isQuery);
    if (!identifierFor(name)) throw new Error(`${op.key}: "${name}" is not a usable member name`);
    const entry = domains.get(domain) ?? { name: domain, queries: [], mutations: [] };
    domains.set(domain, entry);
    const list = isQuery ? entry.queries : entry.mutations;
    if (list.some((other) => other.name === name)) throw new Error(`${op.key}: ${domain} already has a member "${name}"`);
    const params = parametersOf(op, resolve);
    const { requestBody } = describe(document, op);
    const body = op.operation.requestBody ? resolve(op.operation.requestBody) : undefined;
    list.push({ op, name, params, hasBody: Boolean(requestBody), bodyRequired: Boolean(body?.required) });
  }
  const queriesById = new Map();
  for (const domain of domains.values()) for (const query of domain.queries) queriesById.set(query.op.operation.operationId, { domain: domain.name, query });
  for (const domain of domains.values()) {
    for (const mutation of domain.mutations) {
      const target = collectionOf(mutation.op.path);
      const implied = domain.queries
        .filter((query) => {
          const collection = collectionOf(query.op.path);
          return collection.length > 0 && isPrefix(collection, target);
        })
        .map((query) => ({ domain: domain.name, query }));
      const extra = (EXTRA_INVALIDATIONS[mutation.op.operation.operationId] ?? []).map((id) => {
        const found = queriesById.get(id);
        if (!found) throw new Error(`EXTRA_INVALIDATIONS: ${mutation.op.operation.operationId} names unknown query ${id}`);
        return found;
      });
      mutation.invalidates = [...implied, ...extra.filter((entry) => !implied.some((other) => other.query === entry.query))];
    }
  }
  return [...domains.values()].sort((a, b) => a.name.localeCompare(b.name));
}
