// One flat config for the whole workspace; every package's eslint.config.js is a one-line re-export.
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import jsxA11y from "eslint-plugin-jsx-a11y";
import pluginQuery from "@tanstack/eslint-plugin-query";
import vitest from "@vitest/eslint-plugin";
import playwright from "eslint-plugin-playwright";
import globals from "globals";
import { plugin as cloudconsole } from "./rules/featureBoundaries.js";
import { messagesPlugin } from "./rules/untranslatedText.js";

export const ignores = {
  ignores: ["**/dist/**", "**/storybook-static/**", "**/src/generated/**", "**/.results/**", "**/test-results/**", "**/public/mockServiceWorker.js"],
};

// Plain JavaScript (config files, node scripts) is in no tsconfig: it is linted without type information.
const JS_FILES = ["**/*.js", "**/*.mjs", "**/*.cjs"];
const UNIT_TEST_FILES = ["**/*.test.ts", "**/*.test.tsx"];
// Playwright's specs and fixtures: only the e2e package has a tests/ folder.
const E2E_TEST_FILES = ["**/tests/**/*.ts"];
// A helper whose name starts with expect (expectNoSeriousA11yViolations, expectShown, …) asserts on its own.
const ASSERT_HELPER = "^expect[A-Z]";
const TEST_FILES = ["**/*.test.ts", "**/*.test.tsx", "**/*.spec.ts", "**/*.bench.ts", "**/test/**/*.ts", "**/tests/**/*.ts"];

/**
 * Base rules for TypeScript packages (SDK, mock API, tooling). Type-aware: each file is checked with the types of
 * the tsconfig.json nearest to it (typescript-eslint's project service).
 */
export const base = tseslint.config(
  ignores,
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: process.cwd() },
    },
    plugins: { cloudconsole },
    rules: {
      "@typescript-eslint/no-non-null-assertion": "error",
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/ban-ts-comment": ["error", { "ts-expect-error": true, "ts-ignore": true, "ts-nocheck": true }],
      // A form's onSubmit takes react-hook-form's handleSubmit, which returns a promise the browser ignores.
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { attributes: false } }],
      // Passing on an abort reason or a caught value unchanged is not inventing a non-Error rejection.
      "@typescript-eslint/prefer-promise-reject-errors": ["error", { allowThrowingAny: true, allowThrowingUnknown: true }],
      // An async function without await is how a mock handler or a test's act(async …) returns the promise its
      // caller expects; the rule would have them written as plain functions returning Promise.resolve().
      "@typescript-eslint/require-await": "off",
      "cloudconsole/feature-boundaries": "error",
    },
  },
  {
    files: TEST_FILES,
    rules: {
      // expect(mock.method) and patching a prototype in a test or a benchmark read methods off their objects on purpose.
      "@typescript-eslint/unbound-method": "off",
      // Asymmetric matchers (expect.any, expect.stringMatching) are typed any by vitest.
      "@typescript-eslint/no-unsafe-assignment": "off",
    },
  },
  {
    files: ["**/*-types.test.ts"],
    rules: {
      // Type tests assert that a call does not compile; each such line says why it must not.
      "@typescript-eslint/ban-ts-comment": ["error", { "ts-expect-error": "allow-with-description", minimumDescriptionLength: 10 }],
    },
  },
  {
    // A unit test must be able to fail: every test asserts, no assertion hides behind a condition or outside a
    // test, and none is focused or skipped (a skip left in makes the totals lie).
    files: UNIT_TEST_FILES,
    plugins: { vitest },
    rules: {
      "vitest/expect-expect": ["error", { assertFunctionNames: ["expect", "expect*", "assert", "assert*"] }],
      "vitest/no-conditional-expect": "error",
      "vitest/no-standalone-expect": "error",
      "vitest/no-focused-tests": "error",
      "vitest/no-disabled-tests": "error",
    },
  },
  {
    files: E2E_TEST_FILES,
    plugins: { playwright },
    rules: {
      "playwright/expect-expect": ["error", { assertFunctionPatterns: [ASSERT_HELPER] }],
      "playwright/no-conditional-expect": "error",
      "playwright/no-standalone-expect": "error",
      // Tests wait for states, never for durations.
      "playwright/no-wait-for-timeout": "error",
      "playwright/no-focused-test": "error",
      // A test may skip itself for a configuration it does not apply to (test.skip(({ mockConfig }) => …, "why")),
      // never unconditionally.
      "playwright/no-skipped-test": ["error", { allowConditional: true }],
    },
  },
  { files: JS_FILES, ...tseslint.configs.disableTypeChecked },
);

/** The console's folders whose every text comes from a message catalogue (the rule holds there). */
export const TRANSLATED_FOLDERS = [
  "toasts",
  "forms",
  "api",
  "shared",
  "app",
  "format",
  "reporting",
  "session",
  "config",
  "screens",
  "loginShell",
  "features/profile",
  "features/shell",
  "features/not-found",
  "features/compute",
  "features/metal",
  "features/storage",
  "features/services",
  "features/network",
  "features/billing",
  "features/home",
  "features/access",
  "features/impersonation",
  "features/progress",
  "features/payment-return",
  "features/login",
  "features/auth",
  "features/callback",
  "features/chat",
  "features/search",
];

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
  {
    // The screens whose texts all come from catalogues so far; each converted feature joins the list.
    files: TRANSLATED_FOLDERS.map((folder) => `**/src/${folder}/**/*.tsx`),
    ignores: ["**/*.test.tsx", "**/*.stories.tsx", "**/storyFrame.tsx"],
    plugins: { messages: messagesPlugin },
    rules: { "messages/no-untranslated-text": "error" },
  },
);

export default base;
