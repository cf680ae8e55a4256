import type { ESLint, Rule } from "eslint";

/** Text a person reads comes from a message catalogue, not a string literal. */
export const untranslatedText: Rule.RuleModule;
/** The catalogue rules, as an ESLint plugin. */
export const messagesPlugin: ESLint.Plugin;
