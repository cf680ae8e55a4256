// The pseudo-language is offered where the console is developed (the dev server, Storybook), never to customers.
const OFFERS_PSEUDO = import.meta.env.DEV;

/** Whether the pseudo-language may be chosen here. */
export function offersPseudoLanguage(): boolean {
  return OFFERS_PSEUDO;
}
