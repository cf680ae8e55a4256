// Turns the contract's operations into TanStack Query key factories, queryOptions and mutation option factories,
// one set per domain (the operation's tag). Names come from the operationId with the verb (queries) and the
// domain's own nouns removed: `listVms` -> `vmQueries.list`, `startVm` -> `vmMutations.start`.

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

const typeArgs = (op) => `${JSON.stringify(op.path)}, ${JSON.stringify(op.method)}`;

function emitDomain(domain) {
  const d = domain.name;
  const lines = [];
  lines.push(`/** Query keys of the ${d} domain, general to specific: \`${d}Keys.all\` matches every ${d} query. */`);
  lines.push(`export const ${d}Keys = {`);
  lines.push(`  all: [${JSON.stringify(d)}] as const,`);
  for (const query of domain.queries) {
    const args = query.params.path.map((name) => `${name}: PathParams<${typeArgs(query.op)}>[${JSON.stringify(name)}]`);
    // Optional even when the call needs it: without it the key is the prefix of every variant (for invalidation).
    if (query.params.query.length > 0) args.push(`query?: QueryParams<${typeArgs(query.op)}>`);
    const key = query.params.query.length > 0
      ? `[...${d}Keys.all, ${[JSON.stringify(query.name), ...query.params.path].join(", ")}, ...(query === undefined ? [] : [query])] as const`
      : `[...${d}Keys.all, ${[JSON.stringify(query.name), ...query.params.path].join(", ")}] as const`;
    lines.push(`  /** \`GET ${query.op.path}\` */`);
    lines.push(`  ${query.name}: (${args.join(", ")}) => ${key},`);
  }
  lines.push("};", "");

  lines.push(`/** \`queryOptions\` of the ${d} domain: \`useQuery(${d}Queries.${domain.queries[0]?.name ?? "…"}(client, …))\`. */`);
  lines.push(`export const ${d}Queries = {`);
  for (const query of domain.queries) {
    const args = ["client: ApiClient", ...query.params.path.map((name) => `${name}: PathParams<${typeArgs(query.op)}>[${JSON.stringify(name)}]`)];
    if (query.params.query.length > 0) args.push(`query${query.params.queryRequired ? "" : "?"}: QueryParams<${typeArgs(query.op)}>`);
    const keyArgs = [...query.params.path, ...(query.params.query.length > 0 ? ["query"] : [])];
    const params = [];
    if (query.params.path.length > 0) params.push(`path: { ${query.params.path.join(", ")} }`);
    if (query.params.query.length > 0) params.push("query");
    const init = params.length > 0 ? `{ params: { ${params.join(", ")} }, signal }` : "{ signal }";
    lines.push(`  /** \`GET ${query.op.path}\` (${query.op.operation.operationId}) */`);
    lines.push(`  ${query.name}: (${args.join(", ")}) =>`);
    lines.push(`    queryOptions({`);
    lines.push(`      queryKey: ${d}Keys.${query.name}(${keyArgs.join(", ")}),`);
    lines.push(`      queryFn: ({ signal }) => client.GET(${JSON.stringify(query.op.path)}, ${init}),`);
    lines.push(`    }),`);
  }
  lines.push("};", "");

  lines.push(`/** Mutation options of the ${d} domain: \`{ mutationKey, mutationFn, invalidates }\`. */`);
  lines.push(`export const ${d}Mutations = {`);
  for (const mutation of domain.mutations) {
    const { op, params } = mutation;
    const method = op.method.toUpperCase();
    const fields = params.path.map((name) => `${name}: PathParams<${typeArgs(op)}>[${JSON.stringify(name)}]`);
    if (params.query.length > 0) fields.push(`query${params.queryRequired ? "" : "?"}: QueryParams<${typeArgs(op)}>`);
    if (mutation.hasBody) fields.push(`body${mutation.bodyRequired ? "" : "?"}: RequestBody<${typeArgs(op)}>`);
    const variablesType = fields.length > 0 ? `{ ${fields.join("; ")} }` : "void";
    const callParams = [];
    if (params.path.length > 0) callParams.push(`path: { ${params.path.map((name) => `${name}: variables.${name}`).join(", ")} }`);
    if (params.query.length > 0) callParams.push("query: variables.query");
    const init = [];
    if (callParams.length > 0) init.push(`params: { ${callParams.join(", ")} }`);
    if (mutation.hasBody) init.push("body: variables.body");
    const call = init.length > 0 ? `client.${method}(${JSON.stringify(op.path)}, { ${init.join(", ")} })` : `client.${method}(${JSON.stringify(op.path)})`;
    const invalidated = mutation.invalidates.map(({ domain: owner, query }) => {
      const available = [];
      for (const name of query.params.path) {
        if (!params.path.includes(name)) break;
        available.push(name);
      }
      const complete = available.length === query.params.path.length;
      if (complete) return `${owner}Keys.${query.name}(${available.map((name) => `variables.${name}`).join(", ")})`;
      return `[...${owner}Keys.all, ${[JSON.stringify(query.name), ...available.map((name) => `variables.${name}`)].join(", ")}] as const`;
    });
    const usesVariables = invalidated.some((key) => key.includes("variables."));
    lines.push(`  /** \`${method} ${op.path}\` (${op.operation.operationId}) */`);
    lines.push(`  ${mutation.name}: (client: ApiClient) =>`);
    lines.push(`    mutationOptions({`);
    lines.push(`      mutationKey: [...${d}Keys.all, ${JSON.stringify(mutation.name)}] as const,`);
    lines.push(`      mutationFn: (${fields.length > 0 ? `variables: ${variablesType}` : "_variables: void"}) => ${call},`);
    lines.push(`      invalidates: (${usesVariables ? "variables" : "_variables"}) => [${invalidated.join(", ")}],`);
    lines.push(`    }),`);
  }
  lines.push("};", "");
  return lines;
}

/**
 * The query layer as one module per domain (`src/generated/query/<domain>.ts`) plus `src/generated/query.ts`, which
 * re-exports them all. A bundler places a module in one chunk, so per-domain modules let an app's first screen carry
 * only the domains it calls (the configuration), and every other domain travel with the screens that use it.
 * Returns the files' text by path relative to `src/generated/`.
 */
export function emitQueryModules(header, domains) {
  const files = {};
  for (const domain of domains) {
    const body = emitDomain(domain).join("\n");
    const used = (name) => new RegExp(`\\b${name}\\b`).test(body);
    const optionImports = ["mutationOptions", "queryOptions"].filter(used);
    const typeImports = ["PathParams", "QueryParams", "RequestBody"].filter(used);
    const specifiers = [...optionImports, ...typeImports.map((name) => `type ${name}`)];
    const lines = [header, 'import type { ApiClient } from "../../client.js";'];
    if (specifiers.length > 0) lines.push(`import { ${specifiers.join(", ")} } from "../../query/options.js";`);
    // Mutations may make another domain's queries stale (assigning an IP refreshes the VM list): import its keys.
    for (const other of domains) {
      if (other.name !== domain.name && used(`${other.name}Keys`)) lines.push(`import { ${other.name}Keys } from "./${other.name}.js";`);
    }
    lines.push("", body);
    files[`query/${domain.name}.ts`] = lines.join("\n");
  }
  const barrel = [header, ...domains.map((domain) => `import { ${domain.name}Keys } from "./query/${domain.name}.js";`), ""];
  barrel.push(...domains.map((domain) => `export * from "./query/${domain.name}.js";`), "");
  barrel.push("/** Every domain's key factory, by domain name. */");
  barrel.push(`export const queryKeys = { ${domains.map((domain) => `${domain.name}: ${domain.name}Keys`).join(", ")} };`, "");
  files["query.ts"] = barrel.join("\n");
  return files;
}
