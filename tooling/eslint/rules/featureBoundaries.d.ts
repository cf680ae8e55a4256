import type { ESLint, Rule } from "eslint";

/** Features import each other only through the other feature's index.ts. */
export const featureBoundaries: Rule.RuleModule;
/** The workspace's own rules, as an ESLint plugin. */
export const plugin: ESLint.Plugin;
