import type { Page, TestInfo } from "@playwright/test";
import { processorTag } from "../src/processorTags";
import { billingBackend, detailsOf, openAccountTab, payWithSavedCard, siteMoney, type ApiCard } from "./billingBackend";
import { answerAdyenChallenge, answerAdyenIssuer, ADYEN_ISSUER_UI, cutAdyenNetwork, fillAdyenCard, routeAdyenCheckout } from "./doubles/adyen";
import { expect, expectNoSeriousA11yViolations, providerOf, saveScreenshot, signedIn, test, type OwnBackend, type UiConfig } from "./fixtures";

// Adyen's card component as a provider whose card processor is Adyen's offers it: Adyen Web (bundled in the console)
// loads its secured fields from Adyen's checkout host (answered by the double), the card is typed into them and only
// encrypted values reach the console, which the backend sends to Adyen; a card Adyen refuses is refused in Adyen's
// words; 3-D Secure on a new card's verification runs as Adyen's challenge in the card form, and where no card form is
// on the page (a saved card's verification or top-up) the shopper goes to the issuer's page and back to the return
// page. Each test has a backend of its own, which the double writes Adyen's records into.

const API_KEY = "e2e-payments-adyen";
const KEYWORD = "adyen";
const HOLDER = "Camille Martin";
/** Adyen's test card and its documented refusal: a holder named after the refusal reason. */
const CARD = { number: "4111 1111 1111 1111", expiry: "03/30", securityCode: "737" } as const;
const REFUSED_HOLDER = "DECLINED";

/** The site's Adyen card processor: these flows fail on a configuration whose adyen processor is not a card one. */
function adyenCardProcessor(uiConfig: UiConfig) {
  const processor = uiConfig.paymentProcessors?.find((candidate) => candidate.keyword === KEYWORD);
  if (processor?.type !== "creditcard") throw new Error(`these flows need an ${KEYWORD} processor of type creditcard; this configuration's is ${processor ? processor.type : "missing"}`);
  return processor;
}

async function savedCards(page: Page, origin: string, accountId: number): Promise<(ApiCard & { identifier?: string })[]> {
  const response = await page.request.get(`${origin}/v1/payment/card/list?billing_account_id=${accountId}`, { headers: { apikey: API_KEY } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as (ApiCard & { identifier?: string })[];
}

test.describe("paying with Adyen's card component", processorTag(KEYWORD), () => {
  test.describe.configure({ timeout: 150_000 });

  test.beforeEach(async ({ page, ownBackend, uiConfig }) => {
    // The tag runs these flows only where Adyen is a card processor (a link processor's tag is `link_adyen`).
    adyenCardProcessor(uiConfig);
    await signedIn(page, API_KEY);
    await routeAdyenCheckout(page, ownBackend.server.store);
  });

  /** Types a card and its holder's name into the Old project account's add form and sends it with Add card. */
  async function addCard(page: Page, ownBackend: OwnBackend, holder: string, testInfo?: TestInfo) {
    const api = billingBackend(page, ownBackend, API_KEY);
    const account = await api.account("Old project");
    await openAccountTab(page, account, "cards");
    await page.getByRole("button", { name: "Add a card" }).click();
    const form = page.getByRole("region", { name: "Add a card" });
    await form.getByRole("textbox", { name: "Cardholder name" }).fill(holder);
    await fillAdyenCard(page, CARD);
    if (testInfo) await saveScreenshot(page, testInfo, `payments-adyen-form-${providerOf(testInfo).id}`);
    await form.getByRole("button", { name: "Add card" }).click();
    return { account, form };
  }

  test("adds a card typed into Adyen's secured fields, saved from Adyen's answer and verified in Adyen's 3-D Secure challenge on the page", async ({ page, ownBackend, provider }, testInfo) => {
    const { account } = await addCard(page, ownBackend, HOLDER, testInfo);

    await answerAdyenChallenge(page, "pass");
    await expect(page.getByText("Card added and verified")).toBeVisible();
    await saveScreenshot(page, testInfo, `payments-adyen-verified-${provider}`);
    await expectNoSeriousA11yViolations(page);

    const cards = await savedCards(page, ownBackend.origin, account.id);
    expect(cards).toEqual([expect.objectContaining({ identifier: expect.stringMatching(/^[0-9A-F]{16}$/), is_verified: true })]);
    const [saved] = cards;
    expect(saved && detailsOf(saved)).toMatchObject({ card_type: "visa", card_holder: HOLDER, last4: "1111", expire_month: "03", expire_year: "2030" });
  });

  test("shows Adyen's refusal in its words, keeps the holder's name and saves nothing", async ({ page, ownBackend, provider }, testInfo) => {
    const { account, form } = await addCard(page, ownBackend, REFUSED_HOLDER);

    await expect(page.getByText(/^Error: Refused \[/)).toBeVisible();
    await expect(form.getByRole("textbox", { name: "Cardholder name" })).toHaveValue(REFUSED_HOLDER);
    await saveScreenshot(page, testInfo, `payments-adyen-refused-${provider}`);
    expect(await savedCards(page, ownBackend.origin, account.id)).toEqual([]);
  });

  test("says in Adyen's words when the bank refuses the new card's challenge, leaves the card unverified, and verifies it later at the issuer's page", async ({ page, ownBackend }) => {
    const { account } = await addCard(page, ownBackend, HOLDER);
    await answerAdyenChallenge(page, "fail");

    await expect(page.getByText(/^Error: 3D Not Authenticated \[/)).toBeVisible();
    expect(await savedCards(page, ownBackend.origin, account.id)).toEqual([expect.objectContaining({ is_verified: false, is_verification_pending: false })]);

    // Verify on the saved card: no card form is on the page, so Adyen's issuer page confirms it.
    const row = page.getByRole("table", { name: "Cards" }).getByRole("row").filter({ hasText: "Not verified" });
    await row.getByRole("button", { name: "Verify" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Verify card" }).click();
    await answerAdyenIssuer(page, "pass");
    await expect(page.getByText("Your card is verified")).toBeVisible();
    expect(await savedCards(page, ownBackend.origin, account.id)).toEqual([expect.objectContaining({ is_verified: true })]);
  });

  test("says when Adyen cannot be reached, keeps the amount and the holder's name, and charges nothing", async ({ page, ownBackend, uiConfig }) => {
    const api = billingBackend(page, ownBackend, API_KEY);
    const account = await api.account("Personal");
    const [credits, cards] = await Promise.all([api.credits(account.id), api.cards(account.id)]);
    const amount = String((uiConfig.minimumTopupAmount ?? 0) + 29);
    await cutAdyenNetwork(page);
    const setupReports: string[] = [];
    page.on("console", (message) => {
      if (message.text().includes("is not set up")) setupReports.push(message.text());
    });
    await openAccountTab(page, account, "topup");
    const topUp = page.getByRole("region", { name: "Top up" });
    await topUp.getByRole("spinbutton", { name: /^Amount/ }).fill(amount);
    await topUp.getByRole("combobox", { name: "Card" }).selectOption("new");
    await topUp.getByRole("textbox", { name: "Cardholder name" }).fill(HOLDER);

    // Adyen Web gives up on its secured fields once they cannot load; Adyen's host not answering makes it the
    // customer's connection to retry, not a setup problem of the provider.
    await expect(topUp.getByRole("alert")).toHaveText("Adyen's card form could not be reached. Check your connection and try again.", { timeout: 60_000 });
    await expect(topUp.getByRole("button", { name: "Try again" })).toBeVisible();
    await topUp.getByRole("button", { name: "Pay" }).click();
    await expect(page.getByText("Failed to top up")).toBeVisible();
    await expect(topUp.getByRole("spinbutton", { name: /^Amount/ })).toHaveValue(amount);
    await expect(topUp.getByRole("textbox", { name: "Cardholder name" })).toHaveValue(HOLDER);
    await expectNoSeriousA11yViolations(page);
    expect(await api.credits(account.id)).toEqual(credits);
    expect(await api.cards(account.id)).toEqual(cards);
    expect(setupReports).toEqual([]);
  });

  test("tops up with a new card: its verification and the payment each confirmed in Adyen's challenge on the page, credited once", async ({ page, ownBackend, uiConfig }) => {
    const money = siteMoney(uiConfig);
    const api = billingBackend(page, ownBackend, API_KEY);
    const account = await api.account("Personal");
    const before = account.running_totals?.credit_available ?? 0;
    const amount = (uiConfig.minimumTopupAmount ?? 0) + 31;
    await openAccountTab(page, account, "topup");
    const topUp = page.getByRole("region", { name: "Top up" });
    await topUp.getByRole("spinbutton", { name: /^Amount/ }).fill(String(amount));
    await topUp.getByRole("combobox", { name: "Card" }).selectOption("new");
    await topUp.getByRole("textbox", { name: "Cardholder name" }).fill(HOLDER);
    await fillAdyenCard(page, CARD);
    await topUp.getByRole("button", { name: "Pay" }).click();

    await answerAdyenChallenge(page, "pass");
    await answerAdyenChallenge(page, "pass");
    await expect(page.getByText(`Top-up of ${money(amount)} paid`)).toBeVisible();
    expect((await api.credits(account.id)).filter((credit) => credit.amount === amount)).toEqual([expect.objectContaining({ description: "Top-up with card" })]);
    expect((await api.account("Personal")).running_totals?.credit_available).toBeCloseTo(before + amount, 2);
    const added = (await savedCards(page, ownBackend.origin, account.id)).filter((card) => detailsOf(card).card_holder === HOLDER);
    expect(added).toEqual([expect.objectContaining({ is_verified: true })]);
  });

  /** Starts a top-up of Personal with its saved card; no card form is on the page, so Adyen's issuer page is next. */
  async function topUpToIssuer(page: Page, ownBackend: OwnBackend, uiConfig: UiConfig, extra: number) {
    const started = await payWithSavedCard(page, ownBackend, API_KEY, uiConfig, { extra, processorName: adyenCardProcessor(uiConfig).name });
    await expect(page.getByRole("heading", { name: ADYEN_ISSUER_UI.title })).toBeVisible();
    return started;
  }

  test("tops up with a saved card: the issuer confirms at its page, and the payment is completed and credited once", async ({ page, ownBackend, uiConfig, provider }, testInfo) => {
    const money = siteMoney(uiConfig);
    const { api, account, amount } = await topUpToIssuer(page, ownBackend, uiConfig, 17);
    const before = account.running_totals?.credit_available ?? 0;
    await answerAdyenIssuer(page, "pass");

    await expect(page.getByText("Your bank confirmed the payment")).toBeVisible();
    await expect(page.getByText(`Top-up of ${money(amount)} paid`)).toBeVisible();
    await saveScreenshot(page, testInfo, `payments-adyen-topup-paid-${provider}`);
    // A reload of the return page completes nothing twice.
    await page.reload();
    await expect(page.getByText("This top-up is already done")).toBeVisible();
    const credited = (await api.credits(account.id)).filter((credit) => credit.amount === amount);
    expect(credited).toEqual([expect.objectContaining({ description: "Top-up with card" })]);
    expect((await api.account("Personal")).running_totals?.credit_available).toBeCloseTo(before + amount, 2);
  });

  test("tops up with a saved card the issuer refuses at its page: nothing is credited", async ({ page, ownBackend, uiConfig }) => {
    const { api, account, amount } = await topUpToIssuer(page, ownBackend, uiConfig, 23);
    await answerAdyenIssuer(page, "fail");

    await expect(page.getByText("Your bank did not confirm the payment")).toBeVisible();
    expect((await api.credits(account.id)).filter((credit) => credit.amount === amount)).toEqual([]);
  });
});
