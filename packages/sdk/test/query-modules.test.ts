// The query layer's shape on disk: every factory an export of its own, re-exported as its domain's namespaces, so a
// bundler keeps only the factories a program reads. The factories' behaviour is query.test.ts.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { bundleContract, queryLayerModel } from "../scripts/generate.mjs";
import type { ModelDomain, ModelMutation } from "../scripts/query-emitter.mjs";
import { emitQueryModules, orphanedQueryFiles } from "../scripts/query-modules.mjs";
import { tokensMutations, vmMutations } from "../src/query/index.js";

let domains: ModelDomain[];
let files: Record<string, string>;
beforeAll(async () => {
  domains = queryLayerModel(await bundleContract());
  files = emitQueryModules("// header\n", domains);
});

/** Whether a factory has a module of its own, gathered under its name (its operationId declares a reserved word). */
function hasModule(domain: string, kind: "queries" | "mutations", name: string, operationId: string): boolean {
  const declared = files[`query/${domain}/${kind}/${name}.ts`] ?? "";
  const gathered = files[`query/${domain}/${kind}.ts`] ?? "";
  const exported = gathered.includes(`export { ${name} } from "./${kind}/${name}.js";`) || gathered.includes(`export { ${operationId} as ${name} } from "./${kind}/${name}.js";`);
  return exported && (declared.match(/^export const \w+ = /gm) ?? []).length === 1;
}

describe("query modules", () => {
  it("re-export each domain's keys, queries and mutations as namespaces of one module each", () => {
    for (const { name } of domains) {
      expect(files[`query/${name}.ts`]).toContain(`export * as ${name}Keys from "./${name}/keys.js";`);
      expect(files[`query/${name}.ts`]).toContain(`export * as ${name}Queries from "./${name}/queries.js";`);
      expect(files[`query/${name}.ts`]).toContain(`export * as ${name}Mutations from "./${name}/mutations.js";`);
    }
  });

  it("give every query and mutation factory a module of its own, and keep each domain's keys in one", () => {
    for (const domain of domains) {
      const keys = files[`query/${domain.name}/keys.ts`] ?? "";
      expect(keys).toContain(`export const all = ["${domain.name}"] as const;`);
      for (const query of domain.queries) {
        expect(keys, `${domain.name}Keys.${query.name}`).toContain(`\nexport const ${query.name} = (`);
        expect(hasModule(domain.name, "queries", query.name, query.op.operation.operationId ?? ""), `${domain.name}Queries.${query.name}`).toBe(true);
      }
      for (const mutation of domain.mutations) {
        expect(hasModule(domain.name, "mutations", mutation.name, mutation.op.operation.operationId ?? ""), `${domain.name}Mutations.${mutation.name}`).toBe(true);
      }
    }
  });

  it("declare a member named by a reserved word under its operationId, and export it under its name", () => {
    expect(files["query/tokens/mutations/delete.ts"]).toContain("export const deleteToken = (client: ApiClient) =>");
    expect(files["query/tokens/mutations.ts"]).toContain('export { deleteToken as delete } from "./mutations/delete.js";');
    expect(tokensMutations.delete).toBeTypeOf("function");
    expect(vmMutations.delete).toBeTypeOf("function");
  });

  it("refuse a member whose name would shadow what its module imports", () => {
    const [vm] = domains.filter((domain) => domain.name === "vm");
    const [start] = vm?.mutations ?? [];
    if (!vm || !start) throw new Error("the contract has vm mutations");
    const shadowing: ModelMutation = { ...start, name: "mutationOptions" };
    expect(() => emitQueryModules("", [{ ...vm, mutations: [shadowing] }])).toThrow('"mutationOptions" cannot be one of vm\'s mutations');
  });

  it("name the files of the query layer that the contract no longer produces", async () => {
    const root = mkdtempSync(join(tmpdir(), "sdk-query-orphans-"));
    try {
      mkdirSync(join(root, "src/generated/query/vm/mutations"), { recursive: true });
      for (const file of ["vm.ts", "vm/mutations/start.ts", "vm/mutations/renamed.ts"]) writeFileSync(join(root, "src/generated/query", file), "");
      expect(await orphanedQueryFiles(root, ["src/generated/query/vm.ts", "src/generated/query/vm/mutations/start.ts"])).toEqual(["src/generated/query/vm/mutations/renamed.ts"]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

interface BuiltChunk {
  type: "chunk" | "asset";
  code?: string;
}
interface ViteBuild {
  build(config: Record<string, unknown>): Promise<{ output: BuiltChunk[] } | { output: BuiltChunk[] }[]>;
}

const queryEntry = fileURLToPath(new URL("../src/query/index.ts", import.meta.url));

/** The chunks' code of a program of in-memory modules (`program` is the entry), bundled by the console's bundler, Vite. */
async function bundle(modules: Record<string, string>): Promise<string[]> {
  // Vite as the SDK's own dev tooling brings it.
  const viteConfig = createRequire(import.meta.url).resolve("@cloudconsole/vite-config");
  const vite = (await import(pathToFileURL(createRequire(viteConfig).resolve("vite")).href)) as ViteBuild;
  const result = await vite.build({
    configFile: false,
    logLevel: "silent",
    plugins: [{ name: "program", resolveId: (id: string) => (id in modules ? id : null), load: (id: string) => modules[id] ?? null }],
    build: { write: false, minify: false, rolldownOptions: { input: "program", preserveEntrySignatures: "strict" } },
  });
  return (Array.isArray(result) ? result : [result]).flatMap((build) => build.output).flatMap((chunk) => (chunk.code === undefined ? [] : [chunk.code]));
}

describe("a bundle of the query layer", () => {
  it("keeps only the factories a program reads, with the keys they use", async () => {
    const program = `import { networkKeys, networkQueries } from ${JSON.stringify(queryEntry)};\nexport const options = networkQueries.firewalls(undefined, "tll");\nexport const every = networkKeys.all;\n`;
    const code = (await bundle({ program })).join("\n");
    expect(code).toContain('"/{location}/network/firewalls"');
    expect(code).toContain('"network"');
    // The domain's other factories, and the other domains, are left out.
    for (const path of ["/{location}/network/networks", "/{location}/network/load_balancers", "/{location}/user-resource/vm/list", "/payment/billing_account/list"]) {
      expect(code).not.toContain(`"${path}"`);
    }
  });

  it("puts each factory in the chunk of the lazily loaded screen that reads it, not in one of its whole domain", async () => {
    const screen = (mutation: string) => `import { networkMutations } from ${JSON.stringify(queryEntry)};\nexport const mutation = networkMutations.${mutation};\n`;
    const chunks = await bundle({
      program: 'export const screens = [() => import("firewalls"), () => import("balancers")];\n',
      firewalls: screen("createFirewall"),
      balancers: screen("createLoadBalancer"),
    });
    const firewalls = chunks.filter((code) => code.includes('"/{location}/network/firewalls"'));
    const balancers = chunks.filter((code) => code.includes('"/{location}/network/load_balancers"'));
    expect([firewalls.length, balancers.length]).toEqual([1, 1]);
    expect(firewalls[0]).not.toBe(balancers[0]);
  });
});
