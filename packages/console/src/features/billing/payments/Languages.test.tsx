import { afterEach, describe, expect, it, vi } from "vitest";
import { act, screen, within } from "@testing-library/react";
import { LANGUAGES, loadCatalogue, setLanguage, SOURCE_LANGUAGE, type Catalogue, type Language, type MessageValues } from "../../../i18n";
import { i18n } from "../../../i18n/catalogue";
import { setupMockApi } from "../../../testing/mockApi";
import { demoAccount, renderPaymentReturn, renderRoutesFor } from "../testing";
import { cardProcessorMessages } from "./cardProcessors/messages";
import { paymentMessages } from "./messages";
import { paymentReturnMessages } from "./paymentReturn/messages";
import { setupTopUpTests, startedLink } from "./topUpTesting";
import { TopUpSection } from "./TopUpSection";

// The error tracker is the provider's: nothing here is sent to it.
vi.mock(import("../../../reporting/errorReporting"), async (original) => ({ ...(await original()), reportError: vi.fn() }));

const mock = setupMockApi({ configName: "default" });
setupTopUpTests();

afterEach(async () => {
  await act(() => setLanguage(SOURCE_LANGUAGE));
});

/** A catalogue's message in `language`, as the screen shows it. */
async function shown<Id extends string>(catalogue: Catalogue<Id>, language: Language, id: Id, values?: MessageValues): Promise<string> {
  await loadCatalogue(catalogue, language);
  return i18n._(`${catalogue.namespace}.${id}`, values);
}

/** The English texts of a catalogue (those without placeholders) that `language` words differently. */
async function englishLeft<Id extends string>(catalogue: Catalogue<Id>, language: Language, text: string): Promise<string[]> {
  const left: string[] = [];
  for (const id of Object.keys(catalogue.english) as Id[]) {
    const english = await shown(catalogue, SOURCE_LANGUAGE, id);
    const translated = await shown(catalogue, language, id);
    if (english.length > 8 && !english.includes("{") && english !== translated && text.includes(english)) left.push(english);
  }
  return left;
}

const CODES = LANGUAGES.map((language) => language.code);

/** The account page's Top up section alone, for an account by title: the texts here are the payments' own. */
async function openTopUp(title: string, cardTitle: string) {
  const account = demoAccount(mock, title);
  const cards = mock.store.state.cards.filter((card) => card.billing_account_id === account.id);
  const view = renderRoutesFor([{ path: "top-up", element: <TopUpSection account={account} cards={cards} /> }], "/top-up");
  await screen.findByRole("region", { name: cardTitle });
  return { ...view, account };
}
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

describe("the top-up in every language", () => {
  it.each(CODES)("shows paying now, automated top-up and the low-balance notice in %s", async (code) => {
    await act(() => setLanguage(code));
    const title = await shown(paymentMessages, code, "topUp.title");
    const { account } = await openTopUp("Personal", title);
    const topUp = screen.getByRole("region", { name: title });
    expect(topUp).toHaveAccessibleDescription(expect.stringContaining(account.title));
    expect(within(topUp).getByRole("spinbutton", { name: new RegExp(`^${escape(await shown(paymentMessages, code, "topUp.amount"))}`) })).toBeInTheDocument();
    expect(within(topUp).getByRole("combobox", { name: await shown(paymentMessages, code, "card.label") })).toBeInTheDocument();
    expect(within(topUp).getByRole("option", { name: await shown(paymentMessages, code, "card.new") })).toBeInTheDocument();
    expect(within(topUp).getByRole("button", { name: await shown(paymentMessages, code, "topUp.pay") })).toBeInTheDocument();
    const auto = screen.getByRole("region", { name: await shown(paymentMessages, code, "auto.title") });
    expect(within(auto).getByRole("switch", { name: await shown(paymentMessages, code, "auto.enabled") })).toBeInTheDocument();
    const notice = screen.getByRole("region", { name: await shown(paymentMessages, code, "lowBalance.title") });
    expect(within(notice).getByRole("button", { name: await shown(paymentMessages, code, "lowBalance.save") })).toBeInTheDocument();
    const texts = [topUp, auto, notice].map((region) => region.textContent ?? "").join(" ");
    expect(await englishLeft(paymentMessages, code, texts)).toEqual([]);
  });

  it.each(CODES)("names the new card's holder field in %s", async (code) => {
    await act(() => setLanguage(code));
    const title = await shown(paymentMessages, code, "topUp.title");
    const { user } = await openTopUp("Old project", title);
    const topUp = screen.getByRole("region", { name: title });
    await user.selectOptions(within(topUp).getByRole("combobox", { name: await shown(paymentMessages, code, "card.label") }), await shown(paymentMessages, code, "card.new"));
    expect(await within(topUp).findByRole("textbox", { name: new RegExp(`^${escape(await shown(cardProcessorMessages, code, "holder"))}`) })).toBeInTheDocument();
  });
});

describe("the payment return page in every language", () => {
  it.each(CODES)("says how to pay a payment still open in %s", async (code) => {
    await act(() => setLanguage(code));
    const { account, url } = startedLink(mock, "Old project", 40, "adyen::bca_va");
    renderPaymentReturn(url);
    const result = await screen.findByRole("region", { name: await shown(paymentReturnMessages, code, "result.label") });
    expect(await within(result).findByText(await shown(paymentReturnMessages, code, "open.title"))).toBeInTheDocument();
    const status = within(result).getByRole("status");
    expect(status).toHaveTextContent(await shown(paymentReturnMessages, code, "open.creditArrives"));
    // The pay code is in bold where the translation puts it, and the method is the processor's own name for it.
    expect(within(status).getByText(/^8808\d{12}$/).tagName).toBe("STRONG");
    expect(status).toHaveTextContent("BCA Virtual Account (Indonesia)");
    expect(within(result).getByRole("button", { name: await shown(paymentReturnMessages, code, "open.checkNow") })).toBeInTheDocument();
    expect(within(result).getByRole("link", { name: await shown(paymentReturnMessages, code, "back") })).toHaveAttribute("href", `/billing/account/${account.id}`);
    expect(await englishLeft(paymentReturnMessages, code, result.textContent ?? "")).toEqual([]);
  });
});
