// dpdm rather than eslint's import/no-cycle: one dev dependency that reads TypeScript with the compiler already here,
// counts `import type` and `import()` edges (a cycle through either still ties two modules to each other), and checks
// the whole source once, in a few CPU-seconds, where no-cycle would walk the graph again for every linted file.
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseCircular, parseDependencyTree } from "dpdm";
import { describe, expect, it } from "vitest";

const SOURCE = path.dirname(fileURLToPath(import.meta.url));

/** The import cycles among the modules under `folder` (other packages are not followed), each as paths from `folder`. */
async function importCycles(folder: string): Promise<string[][]> {
  const within = new RegExp(`^${folder.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}/`);
  const tree = await parseDependencyTree("**/*.{ts,tsx}", { cwd: folder, context: folder, include: within, exclude: /node_modules/ });
  return parseCircular(tree);
}

describe("the console's modules", () => {
  it("import each other one way: no module reaches itself through its imports", async () => {
    expect(await importCycles(SOURCE)).toEqual([]);
  });
});

describe("the cycle check", () => {
  it("finds a cycle through a type import and one through import()", async () => {
    const folder = await mkdtemp(path.join(tmpdir(), "import-cycles-"));
    try {
      await writeFile(path.join(folder, "rules.ts"), 'import type { Values } from "./fields";\nexport const rules = (values: Values) => values;\n');
      await writeFile(path.join(folder, "fields.ts"), 'import { rules } from "./rules";\nexport type Values = { name: string };\nexport const check = rules;\n');
      await writeFile(path.join(folder, "registry.ts"), 'export const screens = [() => import("./screen")];\n');
      await writeFile(path.join(folder, "screen.tsx"), 'import { screens } from "./registry";\nexport const count = screens.length;\n');
      const cycles = (await importCycles(folder)).map((cycle) => [...cycle].sort());
      expect(cycles).toEqual(expect.arrayContaining([["fields.ts", "rules.ts"], ["registry.ts", "screen.tsx"]]));
      expect(cycles).toHaveLength(2);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
