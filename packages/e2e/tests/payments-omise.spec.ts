import type { Locator, Page } from "@playwright/test";
import { processorTag } from "../src/processorTags";
import { billingBackend, detailsOf, openAccountTab, payWithSavedCard, siteMoney, type ApiCard } from "./billingBackend";
import { answerOmiseBank, closeOmiseForm, fillOmiseForm, OMISE_FORM_UI, omiseConfigurations, routeOmiseJs, setOmiseApi } from "./doubles/omise";
import { expect, expectNoSeriousA11yViolations, saveScreenshot, signedIn, test, type OwnBackend, type UiConfig } from "./fixtures";

// Omise as a provider whose configuration has it offers it: Omise.js is loaded from Omise's address (answered by the
// Omise.js double), the card is typed into Omise's pre-built form in its frame, and the backend saves it from the
// token's card; a card Omise declines is refused in Omise's words; 3-D Secure sends the customer to the bank's page
// (the charge's authorize_uri) and back to the return page, which settles the check or completes the top-up once.
// Each test has a backend of its own, which the double's vault and bank page write Omise's records into, and checks
// what it recorded as well as the screen.

const API_KEY = "e2e-payments-omise";
const KEYWORD = "omise_creditcard";
/** The name typed into the console's holder field and into Omise's form. */
const HOLDER = "Somchai Prasert";
/** Omise's test cards: one its charges accept, one they decline for insufficient funds. */
const OMISE_TEST_CARDS = { succeeds: "4242 4242 4242 4242", declined: "4111 1111 1114 0011" } as const;
const CARD_REST = { expiry: "08/39", securityCode: "123" };

/** The site's Omise processor: the flows run only where the configuration has one. */
function omiseProcessor(uiConfig: UiConfig) {
  const processor = uiConfig.paymentProcessors?.find((candidate) => candidate.keyword === KEYWORD);
  if (!processor) throw new Error(`the configuration has a ${KEYWORD} processor (the tag runs these flows only there)`);
  return processor;
}

/** The cards of an account as the backend keeps them, Omise's id for each included. */
async function savedCards(page: Page, origin: string, accountId: number): Promise<(ApiCard & { identifier?: string })[]> {
  const response = await page.request.get(`${origin}/v1/payment/card/list?billing_account_id=${accountId}`, { headers: { apikey: API_KEY } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as (ApiCard & { identifier?: string })[];
}

test.describe("paying with Omise's card form", processorTag(KEYWORD), () => {
  // Multi-step flows through the bank's page with an axe scan: a busy 2-core machine can take minutes.
  test.describe.configure({ timeout: 150_000 });

  test.beforeEach(async ({ page, ownBackend }) => {
    await signedIn(page, API_KEY);
    await routeOmiseJs(page, { backend: ownBackend.server.store });
  });

  /** Opens the Cards section's add form, types the holder's name, and opens Omise's form with Add card. */
  async function openOmiseForm(page: Page): Promise<Locator> {
    await page.getByRole("button", { name: "Add a card" }).click();
    const form = page.getByRole("region", { name: "Add a card" });
    await form.getByRole("textbox", { name: "Cardholder name" }).fill(HOLDER);
    await form.getByRole("button", { name: "Add card" }).click();
    await expect(page.locator(`iframe[title="${OMISE_FORM_UI.frameTitle}"]`)).toBeVisible();
    return form;
  }

  /** Adds a card through Omise's form on a fresh account and waits at the bank's 3-D Secure page. */
  async function addCardToBank(page: Page, ownBackend: OwnBackend) {
    const api = billingBackend(page, ownBackend, API_KEY);
    const account = await api.account("Old project");
    await openAccountTab(page, account, "cards");
    await openOmiseForm(page);
    await fillOmiseForm(page, { name: HOLDER, number: OMISE_TEST_CARDS.succeeds, ...CARD_REST });
    await expect(page).toHaveURL(/^https:\/\/api\.omise\.co\/payments\/paym_test_\w+\/authorize$/);
    return account;
  }

  test("adds a card typed into Omise's form, saved from Omise's token and verified at the bank's page", async ({ page, ownBackend, uiConfig, provider }, testInfo) => {
    const processor = omiseProcessor(uiConfig);
    const api = billingBackend(page, ownBackend, API_KEY);
    const account = await api.account("Old project");
    await openAccountTab(page, account, "cards");
    await expect(page.getByRole("table", { name: "Cards" }).getByText("No cards yet. Add one below to top up.")).toBeVisible();

    await openOmiseForm(page);
    // Omise's form was opened with the processor's public key, in the console's language (<html lang>: English here;
    // Omise's form speaks en, th and ja), for a card only.
    const language = await page.evaluate(() => document.documentElement.lang);
    expect(await omiseConfigurations(page)).toEqual([expect.objectContaining({ publicKey: processor.public_key, locale: language, defaultPaymentMethod: "credit_card" })]);
    await saveScreenshot(page, testInfo, `payments-omise-form-${provider}`);
    await fillOmiseForm(page, { name: HOLDER, number: OMISE_TEST_CARDS.succeeds, ...CARD_REST });

    await expect(page.getByRole("heading", { name: "Omise test 3-D Secure" })).toBeVisible();
    await saveScreenshot(page, testInfo, `payments-omise-bank-${provider}`);
    await answerOmiseBank(page, "pass");
    await expect(page.getByText("Your card is verified")).toBeVisible();
    await saveScreenshot(page, testInfo, `payments-omise-verified-${provider}`);
    await expectNoSeriousA11yViolations(page);

    // Saved as Omise's token describes the card, under the id Omise gave it, and verified by the bank's answer.
    const cards = await savedCards(page, ownBackend.origin, account.id);
    expect(cards).toEqual([expect.objectContaining({ identifier: expect.stringMatching(/^card_test_\w+$/), is_verified: true, is_primary: true })]);
    const [saved] = cards;
    expect(saved && detailsOf(saved)).toMatchObject({ card_type: "Visa", card_holder: HOLDER, last4: "4242", expire_month: "08", expire_year: "2039" });
    await page.getByRole("link", { name: "Back to the billing account" }).click();
    await openAccountTab(page, account, "cards");
    const row = page.getByRole("table", { name: "Cards" }).getByRole("row").filter({ hasText: "4242" });
    await expect(row.getByText("Verified")).toBeVisible();
  });

  test("shows Omise's decline in its words, keeps the holder's name and saves nothing", async ({ page, ownBackend, provider }, testInfo) => {
    const api = billingBackend(page, ownBackend, API_KEY);
    const account = await api.account("Old project");
    await openAccountTab(page, account, "cards");
    const form = await openOmiseForm(page);
    await fillOmiseForm(page, { name: HOLDER, number: OMISE_TEST_CARDS.declined, ...CARD_REST });

    await expect(page.getByText("insufficient funds in the account or the card has reached the credit limit")).toBeVisible();
    await expect(form.getByRole("textbox", { name: "Cardholder name" })).toHaveValue(HOLDER);
    await saveScreenshot(page, testInfo, `payments-omise-declined-${provider}`);
    await expectNoSeriousA11yViolations(page);
    expect(await savedCards(page, ownBackend.origin, account.id)).toEqual([]);
  });

  test("says when the bank refuses the new card's 3-D Secure, and leaves the card unverified", async ({ page, ownBackend, provider }, testInfo) => {
    const account = await addCardToBank(page, ownBackend);
    await answerOmiseBank(page, "fail");

    await expect(page.getByText("Your bank did not confirm the card")).toBeVisible();
    await expect(page.getByText("Nothing was charged. Try again or use another card.")).toBeVisible();
    await saveScreenshot(page, testInfo, `payments-omise-3ds-failed-${provider}`);
    expect(await savedCards(page, ownBackend.origin, account.id)).toEqual([expect.objectContaining({ is_verified: false, is_verification_pending: false })]);
  });

  /** Starts a top-up of Personal with its saved card and waits at the bank's page. */
  async function topUpToBank(page: Page, ownBackend: OwnBackend, uiConfig: UiConfig, extra: number) {
    const started = await payWithSavedCard(page, ownBackend, API_KEY, uiConfig, { extra, processorName: omiseProcessor(uiConfig).name });
    await expect(page.getByRole("heading", { name: "Omise test 3-D Secure" })).toBeVisible();
    return started;
  }

  test("tops up with a saved card: the bank confirms at its page, and the charge is completed and credited once", async ({ page, ownBackend, uiConfig, provider }, testInfo) => {
    const money = siteMoney(uiConfig);
    const { api, account, amount } = await topUpToBank(page, ownBackend, uiConfig, 17);
    const before = account.running_totals?.credit_available ?? 0;
    await answerOmiseBank(page, "pass");

    await expect(page.getByText("Your bank confirmed the payment")).toBeVisible();
    await expect(page.getByText(`Top-up of ${money(amount)} paid`)).toBeVisible();
    await saveScreenshot(page, testInfo, `payments-omise-topup-paid-${provider}`);
    // A reload of the return page completes nothing twice: it says the top-up is already done.
    await page.reload();
    await expect(page.getByText("Your bank confirmed the payment")).toBeVisible();
    await expect(page.getByText("This top-up is already done")).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to the billing account" })).toBeVisible();
    const credited = (await api.credits(account.id)).filter((credit) => credit.amount === amount);
    expect(credited).toEqual([expect.objectContaining({ description: "Top-up with card" })]);
    expect((await api.account("Personal")).running_totals?.credit_available).toBeCloseTo(before + amount, 2);
  });

  test("tops up with a saved card the bank refuses at its page: nothing is credited", async ({ page, ownBackend, uiConfig, provider }, testInfo) => {
    const { api, account, amount } = await topUpToBank(page, ownBackend, uiConfig, 23);
    await answerOmiseBank(page, "fail");

    await expect(page.getByText("Your bank did not confirm the payment")).toBeVisible();
    await expect(page.getByText("Nothing was charged. Try again or use another card.")).toBeVisible();
    await saveScreenshot(page, testInfo, `payments-omise-topup-refused-${provider}`);
    expect((await api.credits(account.id)).filter((credit) => credit.amount === amount)).toEqual([]);
  });

  test("when Omise's token call fails: Omise's message in its form, the amount and the holder's name kept, nothing charged", async ({ page, ownBackend, uiConfig, provider }, testInfo) => {
    const api = billingBackend(page, ownBackend, API_KEY);
    const account = await api.account("Old project");
    const amount = (uiConfig.minimumTopupAmount ?? 0) + 29;
    const buys: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.endsWith("/payment/credit/buy")) buys.push(request.url());
    });
    await openAccountTab(page, account, "topup");
    const topUp = page.getByRole("region", { name: "Top up" });
    await topUp.getByRole("spinbutton", { name: /^Amount/ }).fill(String(amount));
    await expect(topUp.getByRole("combobox", { name: "Card" })).toHaveValue("new");
    await topUp.getByRole("textbox", { name: "Cardholder name" }).fill(HOLDER);
    await topUp.getByRole("button", { name: "Pay" }).click();
    await expect(page.locator(`iframe[title="${OMISE_FORM_UI.frameTitle}"]`)).toBeVisible();
    await setOmiseApi(page, false);
    await fillOmiseForm(page, { name: HOLDER, number: OMISE_TEST_CARDS.succeeds, ...CARD_REST });

    // Omise's form says it in its words and stays open, as Omise's does.
    await expect(page.frameLocator(`iframe[title="${OMISE_FORM_UI.frameTitle}"]`).getByRole("alert")).toHaveText(/^Unable to connect to the Omise API/);
    await saveScreenshot(page, testInfo, `payments-omise-unreachable-${provider}`);
    await closeOmiseForm(page);
    await expect(page.getByText("The card form was closed before the card was added")).toBeVisible();
    await expect(topUp.getByRole("spinbutton", { name: /^Amount/ })).toHaveValue(String(amount));
    await expect(topUp.getByRole("textbox", { name: "Cardholder name" })).toHaveValue(HOLDER);
    await expectNoSeriousA11yViolations(page);
    expect(buys).toEqual([]);
    expect(await savedCards(page, ownBackend.origin, account.id)).toEqual([]);
    expect((await api.credits(account.id)).filter((credit) => credit.amount === amount)).toEqual([]);
  });
});
