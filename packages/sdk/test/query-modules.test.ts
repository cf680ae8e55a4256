// The query layer's shape on disk: every factory an export of its own, re-exported as its domain's namespaces, so a
// bundler keeps only the factories a program reads. The factories' behaviour is query.test.ts.
import { createRequire } from "node:module";
import { fileURLToPath, pathToFileURL } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { bundleContract, queryLayerModel } from "../scripts/generate.mjs";
import type { ModelDomain, ModelMutation } from "../scripts/query-emitter.mjs";
import { emitQueryModules } from "../scripts/query-modules.mjs";
import { tokensMutations, vmMutations } from "../src/query/index.js";

let domains: ModelDomain[];
let files: Record<string, string>;
beforeAll(async () => {
  domains = queryLayerModel(await bundleContract());
  files = emitQueryModules("// header\n", domains);
});

/** Whether a module exports `name` as a binding of its own (under its operationId when the name is a reserved word). */
const exportsMember = (text: string, name: string, operationId: string) =>
  text.includes(`\nexport const ${name} = `) || text.includes(`\nexport { ${operationId} as ${name} };`);

describe("query modules", () => {
  it("re-export each domain's keys, queries and mutations as namespaces of one module each", () => {
    for (const { name } of domains) {
      expect(files[`query/${name}.ts`]).toContain(`export * as ${name}Keys from "./${name}/keys.js";`);
      expect(files[`query/${name}.ts`]).toContain(`export * as ${name}Queries from "./${name}/queries.js";`);
      expect(files[`query/${name}.ts`]).toContain(`export * as ${name}Mutations from "./${name}/mutations.js";`);
    }
  });

  it("declare every key, query and mutation factory as an export of its own, and no object of factories", () => {
    for (const domain of domains) {
      const keys = files[`query/${domain.name}/keys.ts`] ?? "";
      expect(keys).toContain(`export const all = ["${domain.name}"] as const;`);
      for (const query of domain.queries) {
        expect(exportsMember(keys, query.name, query.op.operation.operationId ?? ""), `${domain.name}Keys.${query.name}`).toBe(true);
        expect(exportsMember(files[`query/${domain.name}/queries.ts`] ?? "", query.name, query.op.operation.operationId ?? ""), `${domain.name}Queries.${query.name}`).toBe(true);
      }
      for (const mutation of domain.mutations) {
        expect(exportsMember(files[`query/${domain.name}/mutations.ts`] ?? "", mutation.name, mutation.op.operation.operationId ?? ""), `${domain.name}Mutations.${mutation.name}`).toBe(true);
      }
      for (const kind of ["keys", "queries", "mutations"]) expect(files[`query/${domain.name}/${kind}.ts`]).not.toMatch(/^export const \w+ = \{$/m);
    }
  });

  it("declare a member named by a reserved word under its operationId, and export it under its name", () => {
    expect(files["query/tokens/mutations.ts"]).toContain("const deleteToken = (client: ApiClient) =>");
    expect(files["query/tokens/mutations.ts"]).toContain("export { deleteToken as delete };");
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
});

interface BuiltChunk {
  type: "chunk" | "asset";
  code?: string;
}
interface ViteBuild {
  build(config: Record<string, unknown>): Promise<{ output: BuiltChunk[] } | { output: BuiltChunk[] }[]>;
}

describe("a bundle of the query layer", () => {
  it("keeps only the factories a program reads, with the keys they use", async () => {
    // The console's bundler (Vite), as the SDK's own dev tooling brings it, over the SDK's source.
    const viteConfig = createRequire(import.meta.url).resolve("@cloudconsole/vite-config");
    const vite = (await import(pathToFileURL(createRequire(viteConfig).resolve("vite")).href)) as ViteBuild;
    const entry = fileURLToPath(new URL("../src/query/index.ts", import.meta.url));
    const program = `import { networkKeys, networkQueries } from ${JSON.stringify(entry)};\nexport const options = networkQueries.firewalls(undefined, "tll");\nexport const every = networkKeys.all;\n`;
    const result = await vite.build({
      configFile: false,
      logLevel: "silent",
      plugins: [{ name: "program", resolveId: (id: string) => (id === "program" ? id : null), load: (id: string) => (id === "program" ? program : null) }],
      build: { write: false, minify: false, rolldownOptions: { input: "program", preserveEntrySignatures: "strict" } },
    });
    const code = (Array.isArray(result) ? result : [result]).flatMap((build) => build.output).map((chunk) => chunk.code ?? "").join("\n");
    expect(code).toContain('"/{location}/network/firewalls"');
    expect(code).toContain('"network"');
    // The domain's other factories, and the other domains, are left out.
    for (const path of ["/{location}/network/networks", "/{location}/network/load_balancers", "/{location}/user-resource/vm/list", "/payment/billing_account/list"]) {
      expect(code).not.toContain(`"${path}"`);
    }
  });
});
