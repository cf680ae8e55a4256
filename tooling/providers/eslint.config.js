// Every provider's theme and app, linted by one process with one type-aware program (this folder's tsconfig.json)
// instead of twenty processes each loading the whole console.
import { react } from "@cloudconsole/eslint-config";

const tsconfigRootDir = new URL(".", import.meta.url).pathname;

export default [
  ...react,
  { files: ["**/*.ts", "**/*.tsx"], languageOptions: { parserOptions: { projectService: false, project: ["./tsconfig.json"], tsconfigRootDir } } },
];
