// Writes the query layer's model (query-emitter.mjs) as TypeScript modules. Every key, query and mutation factory is an
// export of its own, which the domain's module re-exports as the namespaces importers use (`export * as vmQueries
// from "./vm/queries.js"`). A bundler keeps only the members a program reads (`vmQueries.list(…)` keeps `list`), where
// an object literal of factories would bring its whole domain to any screen that calls one of them.
import { readdir } from "node:fs/promises";
import { join, relative } from "node:path";

/** Words a module cannot declare as a binding; such a member is declared under its operationId and exported as itself. */
const RESERVED = new Set(
  (
    "break case catch class const continue debugger default delete do else enum export extends false finally for function if " +
    "implements import in instanceof interface let new null package private protected public return static super switch this " +
    "throw true try typeof var void while with yield await arguments eval"
  ).split(" "),
);

/** What the generated modules import by name: a member with one of these names would shadow it. */
const IMPORTED = ["mutationOptions", "queryOptions", "ApiClient", "PathParams", "QueryParams", "RequestBody"];

const pascal = (name) => name.charAt(0).toUpperCase() + name.slice(1);
/** The binding of a domain's keys inside the generated modules: capitalised, so no member (always lowercase) shadows it. */
const keysBinding = (domain) => `${pascal(domain)}Keys`;
const typeArgs = (op) => `${JSON.stringify(op.path)}, ${JSON.stringify(op.method)}`;
const pathParam = (op, name) => `${name}: PathParams<${typeArgs(op)}>[${JSON.stringify(name)}]`;

/** One member: its doc comment and declaration, under its operationId when its name is a reserved word. */
function member(doc, name, operationId, value) {
  const declared = RESERVED.has(name) ? operationId : name;
  return { name, declared, declaration: `/** ${doc} */\nexport const ${declared} = ${value};` };
}

/** Members as one module's text: a member declared under another name is exported under its own. */
function inOneModule(members) {
  return members.map(({ name, declared, declaration }) => (declared === name ? declaration : `${declaration.replace("export const", "const")}\nexport { ${declared} as ${name} };`));
}

function emitKeys(domain) {
  const members = [{ name: "all", declared: "all", declaration: `/** Every ${domain.name} query: the prefix of each key below. */\nexport const all = [${JSON.stringify(domain.name)}] as const;` }];
  for (const query of domain.queries) {
    const args = query.params.path.map((name) => pathParam(query.op, name));
    // Optional even when the call needs it: without it the key is the prefix of every variant (for invalidation).
    if (query.params.query.length > 0) args.push(`query?: QueryParams<${typeArgs(query.op)}>`);
    const parts = ["...all", JSON.stringify(query.name), ...query.params.path];
    if (query.params.query.length > 0) parts.push("...(query === undefined ? [] : [query])");
    members.push(member(`\`GET ${query.op.path}\``, query.name, query.op.operation.operationId, `(${args.join(", ")}) => [${parts.join(", ")}] as const`));
  }
  return members;
}

function emitQueries(domain) {
  const own = keysBinding(domain.name);
  return domain.queries.map((query) => {
    const args = ["client: ApiClient", ...query.params.path.map((name) => pathParam(query.op, name))];
    if (query.params.query.length > 0) args.push(`query${query.params.queryRequired ? "" : "?"}: QueryParams<${typeArgs(query.op)}>`);
    const keyArgs = [...query.params.path, ...(query.params.query.length > 0 ? ["query"] : [])];
    const params = [];
    if (query.params.path.length > 0) params.push(`path: { ${query.params.path.join(", ")} }`);
    if (query.params.query.length > 0) params.push("query");
    const init = params.length > 0 ? `{ params: { ${params.join(", ")} }, signal }` : "{ signal }";
    const value = [
      `(${args.join(", ")}) =>`,
      "  queryOptions({",
      `    queryKey: ${own}.${query.name}(${keyArgs.join(", ")}),`,
      `    queryFn: ({ signal }) => client.GET(${JSON.stringify(query.op.path)}, ${init}),`,
      "  })",
    ].join("\n");
    return member(`\`GET ${query.op.path}\` (${query.op.operation.operationId})`, query.name, query.op.operation.operationId, value);
  });
}

/** The key a mutation's success makes stale: the query's own key, or its prefix when the mutation lacks a path parameter. */
function invalidatedKey(mutation, { domain: owner, query }) {
  const available = [];
  for (const name of query.params.path) {
    if (!mutation.params.path.includes(name)) break;
    available.push(name);
  }
  if (available.length === query.params.path.length) return `${keysBinding(owner)}.${query.name}(${available.map((name) => `variables.${name}`).join(", ")})`;
  return `[...${keysBinding(owner)}.all, ${[JSON.stringify(query.name), ...available.map((name) => `variables.${name}`)].join(", ")}] as const`;
}

function emitMutations(domain) {
  return domain.mutations.map((mutation) => {
    const { op, params } = mutation;
    const method = op.method.toUpperCase();
    const fields = params.path.map((name) => pathParam(op, name));
    if (params.query.length > 0) fields.push(`query${params.queryRequired ? "" : "?"}: QueryParams<${typeArgs(op)}>`);
    if (mutation.hasBody) fields.push(`body${mutation.bodyRequired ? "" : "?"}: RequestBody<${typeArgs(op)}>`);
    const callParams = [];
    if (params.path.length > 0) callParams.push(`path: { ${params.path.map((name) => `${name}: variables.${name}`).join(", ")} }`);
    if (params.query.length > 0) callParams.push("query: variables.query");
    const init = [];
    if (callParams.length > 0) init.push(`params: { ${callParams.join(", ")} }`);
    if (mutation.hasBody) init.push("body: variables.body");
    const call = init.length > 0 ? `client.${method}(${JSON.stringify(op.path)}, { ${init.join(", ")} })` : `client.${method}(${JSON.stringify(op.path)})`;
    const invalidated = mutation.invalidates.map((target) => invalidatedKey(mutation, target));
    const usesVariables = invalidated.some((key) => key.includes("variables."));
    const value = [
      "(client: ApiClient) =>",
      "  mutationOptions({",
      `    mutationKey: [...${keysBinding(domain.name)}.all, ${JSON.stringify(mutation.name)}] as const,`,
      `    mutationFn: (${fields.length > 0 ? `variables: { ${fields.join("; ")} }` : "_variables: void"}) => ${call},`,
      `    invalidates: (${usesVariables ? "variables" : "_variables"}) => [${invalidated.join(", ")}],`,
      "  })",
    ].join("\n");
    return member(`\`${method} ${op.path}\` (${op.operation.operationId})`, mutation.name, op.operation.operationId, value);
  });
}

/** Refuses member names that cannot be exports of their own: a clash with another name of the same module. */
function checkNames(domain) {
  for (const [kind, members] of Object.entries({ keys: domain.queries, queries: domain.queries, mutations: domain.mutations })) {
    const taken = new Set(kind === "keys" ? ["all"] : []);
    for (const { name, op, params } of members) {
      const declared = RESERVED.has(name) ? op.operation.operationId : name;
      if (taken.has(name) || taken.has(declared) || IMPORTED.includes(declared)) {
        throw new Error(`${op.key}: "${name}" cannot be one of ${domain.name}'s ${kind}: another name of that module is the same`);
      }
      taken.add(name).add(declared);
      // A key spreads `all`: a path parameter of that name would hide it.
      if (kind === "keys" && params.path.includes("all")) throw new Error(`${op.key}: a path parameter cannot be named "all"`);
    }
  }
}

/**
 * The imports a module's body uses, from what it names; `up` leads from the module's folder to `src/generated/query/`
 * and `keysOf` from there to a domain's keys.
 */
function importsOf(body, domains, up, keysOf) {
  const used = (name) => new RegExp(`\\b${name}\\b`).test(body);
  const lines = [];
  if (used("ApiClient")) lines.push(`import type { ApiClient } from "${up}../../client.js";`);
  const values = ["mutationOptions", "queryOptions"].filter(used);
  const types = ["PathParams", "QueryParams", "RequestBody"].filter(used);
  // Types alone are `import type`, which leaves no import of the module behind in the JavaScript.
  if (values.length > 0) lines.push(`import { ${[...values, ...types.map((name) => `type ${name}`)].join(", ")} } from "${up}../../query/options.js";`);
  else if (types.length > 0) lines.push(`import type { ${types.join(", ")} } from "${up}../../query/options.js";`);
  for (const domain of domains) {
    if (used(keysBinding(domain.name))) lines.push(`import * as ${keysBinding(domain.name)} from "${keysOf(domain.name)}";`);
  }
  return lines;
}

const moduleText = (header, imports, body) => [header, ...imports, ...(imports.length > 0 ? [""] : []), body, ""].join("\n");

/**
 * The query layer: per domain one module of keys (`src/generated/query/<domain>/keys.ts`) and one module per query and
 * per mutation (`<domain>/queries/<name>.ts`, `<domain>/mutations/<name>.ts`), gathered by `<domain>/queries.ts` and
 * `<domain>/mutations.ts`; the domain's module re-exports the three as `<domain>Keys`, `<domain>Queries` and
 * `<domain>Mutations`, and `src/generated/query.ts` every domain. A bundler splits code by module: one module per
 * factory lets each travel with the screens that call it, where a module of a domain's factories would sit, whole, in
 * the chunk of any screen that calls one of them. Returns the files' text by path relative to `src/generated/`.
 */
export function emitQueryModules(header, domains) {
  const files = {};
  for (const domain of domains) {
    checkNames(domain);
    const d = domain.name;
    const keys = inOneModule(emitKeys(domain)).join("\n\n");
    files[`query/${d}/keys.ts`] = moduleText(header, importsOf(keys, domains, "../", (other) => (other === d ? "./keys.js" : `../${other}/keys.js`)), keys);
    for (const [kind, members] of Object.entries({ queries: emitQueries(domain), mutations: emitMutations(domain) })) {
      for (const { name, declaration } of members) {
        const imports = importsOf(declaration, domains, "../../", (other) => (other === d ? "../keys.js" : `../../${other}/keys.js`));
        files[`query/${d}/${kind}/${name}.ts`] = moduleText(header, imports, declaration);
      }
      const exports = members.map(({ name, declared }) => `export { ${declared === name ? name : `${declared} as ${name}`} } from "./${kind}/${name}.js";`);
      // A domain without mutations still has its (empty) namespace, so every domain offers the same three.
      files[`query/${d}/${kind}.ts`] = moduleText(header, [], exports.length > 0 ? exports.join("\n") : "export {};");
    }
    const example = domain.queries[0]?.name ?? "…";
    files[`query/${d}.ts`] = [
      header,
      `/** Query keys of the ${d} domain, general to specific: \`${d}Keys.all\` matches every ${d} query. */`,
      `export * as ${d}Keys from "./${d}/keys.js";`,
      `/** \`queryOptions\` of the ${d} domain: \`useQuery(${d}Queries.${example}(client, …))\`. */`,
      `export * as ${d}Queries from "./${d}/queries.js";`,
      `/** Mutation options of the ${d} domain: \`{ mutationKey, mutationFn, invalidates }\`. */`,
      `export * as ${d}Mutations from "./${d}/mutations.js";`,
      "",
    ].join("\n");
  }
  const barrel = [header, ...domains.map((domain) => `import { ${domain.name}Keys } from "./query/${domain.name}.js";`), ""];
  barrel.push(...domains.map((domain) => `export * from "./query/${domain.name}.js";`), "");
  barrel.push("/** Every domain's key factory, by domain name. */");
  barrel.push(`export const queryKeys = { ${domains.map((domain) => `${domain.name}: ${domain.name}Keys`).join(", ")} };`, "");
  files["query.ts"] = barrel.join("\n");
  return files;
}

/**
 * Files under `src/generated/query/` that the contract no longer produces (an operation removed or renamed), relative
 * to the package like `produced`: they would still compile and ship, so generating removes them and the check fails.
 */
export async function orphanedQueryFiles(packageRoot, produced) {
  const entries = await readdir(join(packageRoot, "src/generated/query"), { recursive: true, withFileTypes: true }).catch(() => []);
  const known = new Set(produced);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(packageRoot, join(entry.parentPath, entry.name)))
    .filter((file) => !known.has(file));
}
