// Library build: two entries (components, theme) as ES modules, all styles in one dist/ui.css.
import { fileURLToPath } from "node:url";
import { sourceConditions } from "@cloudconsole/vite-config";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import pkg from "./package.json" with { type: "json" };

// Dependencies and peers stay imports, so the app bundles one copy of React and vanilla-extract.
const externals = [...Object.keys(pkg.dependencies), ...Object.keys(pkg.peerDependencies)];
const isExternal = (id: string) => externals.some((name) => id === name || id.startsWith(`${name}/`));

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  resolve: { conditions: sourceConditions },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    sourcemap: true,
    target: "es2022",
    lib: {
      entry: {
        index: fileURLToPath(new URL("src/index.ts", import.meta.url)),
        theme: fileURLToPath(new URL("src/theme/index.ts", import.meta.url)),
      },
      formats: ["es"],
      fileName: (_format, entryName) => `${entryName}.js`,
      cssFileName: "ui",
    },
    rollupOptions: { external: isExternal },
  },
});
