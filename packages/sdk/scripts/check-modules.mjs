// Lays the plain predicates out in modules: check.ts holds every one (validators.ts and the differential tests use
// it); checks/<domain>.ts holds one contract tag's responses with only the components they reach, and checks/index.ts
// maps each operation to its domain's loader, so a screen that calls only `config` operations loads only config.js.
import { createCheckContext, emitCheck, emitComponentCheck, reachableComponents } from "./check-emitter.mjs";

/** One module's source: the predicates of `components` and the `responseChecks` map of `responses` ({ op, jsonSchemas }). */
export function emitCheckModule(document, responses, components, { header, exported }) {
  const schemas = document.components?.schemas ?? {};
  const context = createCheckContext();
  const sources = components.map((name) => emitComponentCheck(name, schemas[name], context, { exported }));
  const entries = responses.map(({ op, jsonSchemas }) => {
    const parts = [...new Set(jsonSchemas.map((schema) => emitCheck(schema, "v", context)))];
    const direct = parts.length === 1 && /^is[A-Za-z0-9_$]+\(v\)$/.test(parts[0]) ? parts[0].slice(0, -3) : undefined;
    return `  ${JSON.stringify(op.key)}: ${direct ?? `(v: unknown): boolean => ${parts.join(" || ")}`},`;
  });
  const lines = [
    header,
    "/* eslint-disable */",
    ...context.declarations,
    "",
    ...sources.flatMap((source) => [source, ""]),
    "/** The predicate of each operation's success response, keyed by `method path-template`. */",
    `export const responseChecks: Record<string, (value: unknown) => boolean> = {\n${entries.join("\n")}\n};`,
    "",
  ];
  return lines.join("\n");
}

/** The domain (first contract tag) of an operation: the name of its predicate module. */
function domainOf(op) {
  const tag = op.operation.tags?.[0];
  if (typeof tag !== "string" || !/^[a-z][a-z0-9-]*$/.test(tag)) {
    throw new Error(`${op.key}: needs a lower-case first tag to place its response predicate in a domain module`);
  }
  return tag;
}

/** `src/generated/checks/<domain>.ts` for each domain and `src/generated/checks/index.ts`, keyed by path. */
export function emitDomainCheckModules(document, responses, header) {
  const schemas = document.components?.schemas ?? {};
  const domains = new Map();
  for (const response of responses) {
    const domain = domainOf(response.op);
    if (!domains.has(domain)) domains.set(domain, []);
    domains.get(domain).push(response);
  }
  const names = [...domains.keys()].sort();
  const files = {};
  for (const domain of names) {
    const members = domains.get(domain);
    const components = reachableComponents(schemas, members.map((member) => member.jsonSchemas));
    const moduleHeader = header(`JSON predicates of the ${domain} responses`);
    files[`src/generated/checks/${domain}.ts`] = emitCheckModule(document, members, components, { header: moduleHeader, exported: false });
  }
  const keys = names.flatMap((domain) => domains.get(domain).map(({ op }) => `  ${JSON.stringify(op.key)}: ${JSON.stringify(domain)},`));
  const loaders = names.map((domain) => `  ${domain}: () => import(${JSON.stringify(`./${domain}.js`)}),`);
  files["src/generated/checks/index.ts"] = [
    header("where each response predicate lives"),
    "/** The response predicates of one domain, keyed by `method path-template`. */",
    "export interface ResponseCheckModule {",
    "  readonly responseChecks: Readonly<Record<string, (value: unknown) => boolean>>;",
    "}",
    "",
    "/** Loads one domain's predicates. One static specifier per domain, so bundlers emit each domain as its own chunk. */",
    `export const responseCheckLoaders = {\n${loaders.join("\n")}\n} satisfies Record<string, () => Promise<ResponseCheckModule>>;`,
    "",
    "/** The domain whose module holds each operation's response predicate (operations with a JSON response only). */",
    `export const responseCheckDomains: Readonly<Record<string, keyof typeof responseCheckLoaders>> = {\n${keys.join("\n")}\n};`,
    "",
    "/** Loads the predicate of an operation's success response with its domain; `undefined` when it has no JSON schema. */",
    "export function loadResponseCheck(key: string): Promise<((value: unknown) => boolean) | undefined> | undefined {",
    "  const domain = Object.hasOwn(responseCheckDomains, key) ? responseCheckDomains[key] : undefined;",
    "  if (domain === undefined) return undefined;",
    "  return responseCheckLoaders[domain]().then((module: ResponseCheckModule) => module.responseChecks[key]);",
    "}",
    "",
  ].join("\n");
  return files;
}
