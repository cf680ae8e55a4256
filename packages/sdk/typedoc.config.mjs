// The API reference: `pnpm --filter @cloudconsole/sdk docs` writes docs-api/ (HTML, gitignored) from the doc comments
// of the three entry points. Warnings fail it, so a broken {@link} or an unknown tag is caught when CI builds it.
import { OptionDefaults } from "typedoc";

/** @type {Partial<import("typedoc").TypeDocOptions>} */
export default {
  name: "@cloudconsole/sdk",
  entryPoints: ["src/index.ts", "src/validators.ts", "src/query/index.ts"],
  tsconfig: "tsconfig.build.json",
  out: "docs-api",
  readme: "README.md",
  excludePrivate: true,
  excludeInternal: true,
  disableSources: true,
  treatWarningsAsErrors: true,
  plugin: ["./scripts/typedoc-hide-tables.mjs"],
  // openapi-typescript documents the contract's fields with @description.
  blockTags: [...OptionDefaults.blockTags, "@description"],
  // The call signature's helper types (Caller, ParamsPart, …) are internal on purpose: shown inline, not as pages.
  validation: { notExported: false, invalidLink: true, rewrittenLink: true, unusedMergeModuleWith: true },
};
