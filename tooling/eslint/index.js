// One flat config for the whole workspace; every package's eslint.config.js is a one-line re-export.
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import jsxA11y from "eslint-plugin-jsx-a11y";
import pluginQuery from "@tanstack/eslint-plugin-query";
import globals from "globals";

export const ignores = {
  ignores: ["**/dist/**", "**/storybook-static/**", "**/src/generated/**", "**/.results/**", "**/test-results/**", "**/public/mockServiceWorker.js"],
};

/** Base rules for TypeScript packages (SDK, mock API, tooling). */
export const base = tseslint.config(ignores, js.configs.recommended, ...tseslint.configs.recommended, {
  languageOptions: { globals: { ...globals.browser, ...globals.node } },
  rules: {
    "@typescript-eslint/no-non-null-assertion": "error",
    "@typescript-eslint/no-explicit-any": "error",
    "@typescript-eslint/consistent-type-imports": "error",
    "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
  },
});

/** Base plus React hooks, accessibility and TanStack Query rules. */
export const react = tseslint.config(
  ...base,
  jsxA11y.flatConfigs.recommended,
  ...pluginQuery.configs["flat/recommended"],
  {
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
    },
  },
);

export default base;
