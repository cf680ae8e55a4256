import type { BillingAccount, UiConfig } from "@cloudconsole/sdk";
import { createEntries, DISPLAY_CATEGORIES, enabledCategories } from "../../app/resourceTypes";
import type { ResourceWords } from "../../app/resourceWords";
import type { ActionEntry } from "./entries";
import type { SearchT } from "./messages";

export interface ActionContext {
  config: UiConfig;
  accounts: readonly BillingAccount[];
  /** Switches between the light and dark colour scheme. */
  switchColorScheme: () => void;
  logout: () => void;
  /** The palette's messages in the customer's language, and in English: an action is found by its words in either. */
  t: SearchT;
  englishT: SearchT;
  /** The categories' and types' names, in the customer's language and in English. */
  words: ResourceWords;
  englishWords: ResourceWords;
}

/** An action's label in the language of the `t` and names it is given: said once for the customer, once in English. */
type Say = (t: SearchT, words: ResourceWords) => string;

/** Every action this site's configuration enables: create, top up, go to, colour scheme, log out. */
export function paletteActions({ config, accounts, switchColorScheme, logout, t, englishT, words, englishWords }: ActionContext): ActionEntry[] {
  const action = (id: string, say: Say, keywords: readonly string[], target: Pick<ActionEntry, "path" | "perform">): ActionEntry => {
    const label = say(t, words);
    const english = say(englishT, englishWords);
    // The English label finds the action in every language ("create firewall", "log out").
    return { kind: "action", id, label, keywords: english === label ? keywords : [...keywords, english], ...target };
  };
  const creates = createEntries(config).map(({ type, to }) =>
    action(`create:${type}`, (t, names) => t("action.create", { type, name: names.types[type] }), ["create", "new", words.types[type]], { path: to }),
  );
  const topUps = accounts
    .filter((account) => !account.is_deleted)
    .map((account) => action(`topup:${account.id}`, (t) => t("action.topUp", { account: account.title }), ["pay", "credit", "billing"], { path: `/billing/account/${account.id}?tab=topup` }));
  const categories = enabledCategories(config).map((category) =>
    action(`goto:${category}`, (t, names) => t("action.goTo", { category: names.categories[category] }), ["open", "navigate"], { path: DISPLAY_CATEGORIES[category].path }),
  );
  return [
    ...creates,
    ...topUps,
    action("goto:home", (t) => t("action.goHome"), ["overview", "dashboard"], { path: "/" }),
    ...categories,
    action("goto:profile", (t) => t("action.goProfile"), ["account", "user", "two-factor"], { path: "/profile" }),
    action("color-scheme", (t) => t("action.colourScheme"), ["dark", "light", "theme", "color"], { perform: switchColorScheme }),
    action("logout", (t) => t("action.logOut"), ["sign out", "exit"], { perform: logout }),
  ];
}
