import type { BillingAccount, UiConfig } from "@cloudconsole/sdk";
import { createEntries, DISPLAY_CATEGORIES, enabledCategories, type ResourceType } from "../../app/resourceTypes";
import type { ActionEntry } from "./entries";

/** Create actions whose words are not "Create a <type>". */
const CREATE_LABELS: Partial<Record<ResourceType, string>> = { bare_metal: "Lease bare metal" };

/** "Virtual machine" → "a virtual machine", "API token" → "an API token", "Floating IP" stays a name. */
export function withArticle(label: string): string {
  const word = /[A-Z]/.test(label.slice(1)) ? label : label.charAt(0).toLowerCase() + label.slice(1);
  return `${/^[aeiou]/i.test(word) ? "an" : "a"} ${word}`;
}

export interface ActionContext {
  config: UiConfig;
  accounts: readonly BillingAccount[];
  /** Switches between the light and dark colour scheme. */
  switchColorScheme: () => void;
  logout: () => void;
}

/** Every action this site's configuration enables: create, top up, go to, colour scheme, log out. */
export function paletteActions({ config, accounts, switchColorScheme, logout }: ActionContext): ActionEntry[] {
  const creates = createEntries(config).map(({ type, label, to }) => ({
    kind: "action" as const,
    id: `create:${type}`,
    label: CREATE_LABELS[type] ?? `Create ${withArticle(label)}`,
    keywords: ["create", "new", label],
    path: to,
  }));
  const topUps = accounts
    .filter((account) => !account.is_deleted)
    .map((account) => ({ kind: "action" as const, id: `topup:${account.id}`, label: `Top up ${account.title}`, keywords: ["pay", "credit", "billing"], path: `/billing/account/${account.id}?tab=topup` }));
  const categories = enabledCategories(config).map((category) => ({
    kind: "action" as const,
    id: `goto:${category}`,
    label: `Go to ${DISPLAY_CATEGORIES[category].label}`,
    keywords: ["open", "navigate"],
    path: DISPLAY_CATEGORIES[category].path,
  }));
  return [
    ...creates,
    ...topUps,
    { kind: "action", id: "goto:home", label: "Go to Home", keywords: ["overview", "dashboard"], path: "/" },
    ...categories,
    { kind: "action", id: "goto:profile", label: "Go to Profile", keywords: ["account", "user", "two-factor"], path: "/profile" },
    { kind: "action", id: "color-scheme", label: "Switch colour scheme", keywords: ["dark", "light", "theme", "color"], perform: switchColorScheme },
    { kind: "action", id: "logout", label: "Log out", keywords: ["sign out", "exit"], perform: logout },
  ];
}
