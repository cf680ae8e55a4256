import { afterEach, describe, expect, it } from "vitest";
import { act, screen, within } from "@testing-library/react";
import { LANGUAGES, setLanguage, SOURCE_LANGUAGE, type Catalogue, type Language } from "../../i18n";
import { setupMockApi } from "../../testing/mockApi";
import { accountFormMessages } from "./accounts/form/messages";
import { accountsMessages } from "./accounts/messages";
import { cardsMessages } from "./cards/messages";
import { accountTitled, renderHistory } from "./history/testing";
import { historyMessages } from "./history/messages";
import { AccountPromotions } from "./promotions/AccountPromotions";
import { promotionsMessages } from "./promotions/messages";
import { demoAccount, dismissToasts, englishLeft, renderBillingRoute, shownIn } from "./testing";

const mock = setupMockApi({ configName: "default" });

afterEach(async () => {
  dismissToasts();
  await act(() => setLanguage(SOURCE_LANGUAGE));
});

const CODES = LANGUAGES.map((language) => language.code);

/** What the page reads as a whole: no catalogue's English sentence left in it, and every placeholder filled. */
async function expectAllIn(language: Language, catalogues: readonly Catalogue<string>[]) {
  const text = document.body.textContent ?? "";
  for (const catalogue of catalogues) expect(await englishLeft(catalogue, language, text)).toEqual([]);
  expect(text).not.toMatch(/\{[a-zA-Z]+\}/);
}

describe("billing in every language", () => {
  it.each(CODES)("shows the billing list in %s", async (code) => {
    await act(() => setLanguage(code));
    renderBillingRoute("/billing");
    const t = (id: keyof typeof accountsMessages.english) => shownIn(accountsMessages, code, id);
    expect(await screen.findByRole("heading", { level: 1, name: await t("list.title") })).toBeInTheDocument();
    expect(screen.getByRole("columnheader", { name: await t("list.state") })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: await t("list.create") })).toBeInTheDocument();
    await expectAllIn(code, [accountsMessages]);
  });

  it.each(CODES)("shows an account's totals, details and cards in %s", async (code) => {
    await act(() => setLanguage(code));
    const account = demoAccount(mock, "Personal");
    const { user } = renderBillingRoute(`/billing/account/${account.id}?tab=details`);
    expect(await screen.findByRole("region", { name: await shownIn(accountsMessages, code, "totals.title") })).toBeInTheDocument();
    expect(await screen.findByRole("region", { name: await shownIn(accountsMessages, code, "details.title") })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: await shownIn(accountsMessages, code, "action.edit") })).toBeInTheDocument();
    await expectAllIn(code, [accountsMessages]);
    await user.click(screen.getByRole("tab", { name: await shownIn(accountsMessages, code, "tabs.cards") }));
    const cards = await screen.findByRole("region", { name: await shownIn(cardsMessages, code, "title") });
    expect(within(cards).getByRole("columnheader", { name: await shownIn(cardsMessages, code, "column.verification") })).toBeInTheDocument();
    await expectAllIn(code, [accountsMessages, cardsMessages]);
  });

  it.each(CODES)("shows the account form in %s", async (code) => {
    await act(() => setLanguage(code));
    renderBillingRoute("/billing/create");
    expect(await screen.findByRole("heading", { level: 1, name: await shownIn(accountFormMessages, code, "form.createTitle") })).toBeInTheDocument();
    expect(screen.getByRole("group", { name: await shownIn(accountFormMessages, code, "form.payHow") })).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: await shownIn(accountsMessages, code, "field.company_name") })).toBeInTheDocument();
    await expectAllIn(code, [accountsMessages, accountFormMessages]);
  });

  it.each(CODES)("shows an invoice's page in %s", async (code) => {
    await act(() => setLanguage(code));
    const acme = accountTitled(mock.store, "Acme OÜ");
    const invoice = mock.store.state.invoices.find((candidate) => candidate.billing_account_id === acme.id && candidate.status === 5);
    renderHistory(`/billing/account/${acme.id}/invoice/${invoice?.id}`);
    expect(await screen.findByRole("region", { name: await shownIn(historyMessages, code, "totals.title") })).toBeInTheDocument();
    expect(screen.getByText(await shownIn(historyMessages, code, "status.unpaid"))).toBeInTheDocument();
    expect(await screen.findByRole("region", { name: await shownIn(historyMessages, code, "transactions.title") })).toBeInTheDocument();
    await expectAllIn(code, [historyMessages]);
  });

  it.each(CODES)("shows an account's promotions in %s", async (code) => {
    await act(() => setLanguage(code));
    renderHistory(`/section/${accountTitled(mock.store, "Personal").id}`, { section: AccountPromotions });
    expect(await screen.findByRole("region", { name: await shownIn(promotionsMessages, code, "title") })).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: await shownIn(promotionsMessages, code, "campaign.label") })).toBeInTheDocument();
    await expectAllIn(code, [promotionsMessages]);
  });
});
