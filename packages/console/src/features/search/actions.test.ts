import { describe, expect, it, vi } from "vitest";
import { setupI18n, type Messages } from "@lingui/core";
import { mockUiConfig } from "@cloudconsole/mock-api";
import type { BillingAccount } from "@cloudconsole/sdk";
import { categoryLabels, englishResourceWords, resourceTypeLabels, type ResourceWords, type ResourceWordsT } from "../../app/resourceWords";
import { englishT, type Translate } from "../../i18n";
import { paletteActions, type ActionContext } from "./actions";
import { searchMessages, type SearchT } from "./messages";
import { indexEntry, rankEntries } from "./rank";

const account = { id: 7, title: "Acme OÜ", is_active: true, is_default: true, restriction_level: "CLEAR" } as BillingAccount;

/** A catalogue's compiled messages in a language, as a translate function. */
async function translator<Id extends string>(path: string, language: string): Promise<Translate<Id>> {
  const messages = ((await import(path)) as { default: Messages }).default;
  const reader = setupI18n({ locale: language, messages: { [language]: messages } });
  return (id, values) => reader._(id, values);
}

const english = { t: englishT(searchMessages), englishT: englishT(searchMessages), words: englishResourceWords(), englishWords: englishResourceWords() };

async function indonesian(): Promise<Pick<ActionContext, "t" | "englishT" | "words" | "englishWords">> {
  const t: SearchT = await translator("./locales/id.json", "id");
  const wordsT: ResourceWordsT = await translator("../../app/resourceWords/locales/id.json", "id");
  const words: ResourceWords = { categories: categoryLabels(wordsT), types: resourceTypeLabels(wordsT) };
  return { t, englishT: englishT(searchMessages), words, englishWords: englishResourceWords() };
}

describe("paletteActions", () => {
  const handlers = { switchColorScheme: vi.fn(), logout: vi.fn() };

  it("offers what the default configuration enables, a top-up per account, and the always-there actions", () => {
    const labels = paletteActions({ config: mockUiConfig("default"), accounts: [account], ...handlers, ...english }).map((action) => action.label);
    expect(labels).toEqual(
      expect.arrayContaining(["Create a virtual machine", "Lease bare metal", "Create a Floating IP", "Create a bucket", "Create a managed service", "Create an API token", "Create an access delegation", "Create a VPC", "Top up Acme OÜ", "Go to Billing", "Go to Network", "Switch colour scheme", "Log out"]),
    );
  });

  it("offers on the metal configuration only what it enables", () => {
    const labels = paletteActions({ config: mockUiConfig("metal"), accounts: [], ...handlers, ...english }).map((action) => action.label);
    expect(labels).toContain("Lease bare metal");
    expect(labels).not.toContain("Create a virtual machine");
    expect(labels).not.toContain("Go to Network");
    expect(labels).not.toContain("Create a bucket");
  });

  it("tops up on the account's top-up tab and runs the commands it was given", () => {
    const actions = paletteActions({ config: mockUiConfig("default"), accounts: [account], ...handlers, ...english });
    expect(actions.find((action) => action.id === "topup:7")?.path).toBe("/billing/account/7?tab=topup");
    actions.find((action) => action.id === "logout")?.perform?.();
    expect(handlers.logout).toHaveBeenCalledOnce();
  });

  it("says each action in the customer's language, and finds it by its words in that language and in English", async () => {
    const actions = paletteActions({ config: mockUiConfig("default"), accounts: [account], ...handlers, ...(await indonesian()) });
    const labels = actions.map((action) => action.label);
    expect(labels).toEqual(expect.arrayContaining(["Buat mesin virtual", "Buat firewall", "Isi saldo Acme OÜ", "Buka Jaringan", "Keluar"]));
    const indexed = actions.map(indexEntry);
    const found = (query: string) => rankEntries(indexed, query, []).map((entry) => entry.id);
    expect(found("mesin virtual")[0]).toBe("create:virtual_machine");
    expect(found("virtual machine")[0]).toBe("create:virtual_machine");
    expect(found("create firewall")[0]).toBe("create:firewall");
    expect(found("jaringan")).toContain("goto:network");
    expect(found("go to network")[0]).toBe("goto:network");
    expect(found("log out")[0]).toBe("logout");
  });
});

