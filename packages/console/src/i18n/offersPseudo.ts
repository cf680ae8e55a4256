import { getRuntimeConfig } from "../config/runtime";

/**
 * Whether the pseudo-language may be chosen here: where the console is developed (the dev server, Storybook) and on
 * a deployment whose runtime configuration turns it on (`pseudoLanguage`, for translators and testers). Customers
 * never see it otherwise.
 */
export function offersPseudoLanguage(): boolean {
  return import.meta.env.DEV || getRuntimeConfig().pseudoLanguage === true;
}
