import type { Locator, Page } from "@playwright/test";
import { processorTag } from "../src/processorTags";
import { billingBackend, detailsOf, openAccountTab, siteMoney, type ApiCard } from "./billingBackend";
import { fillStripeCard, routeStripeJs, setStripeWorld, STRIPE_DOUBLE_UI, STRIPE_TEST_CARDS, stripeDoubleCalls } from "./doubles/stripe";
import { expect, expectNoSeriousA11yViolations, saveScreenshot, signedIn, test, type UiConfig } from "./fixtures";

// Stripe as a provider whose configuration has it offers it: Stripe.js is loaded by Stripe's own loader from Stripe's
// address (answered by the Stripe.js double), the card is typed into Stripe's card element in its frame and saved
// through the SetupIntent the backend made at the prehook, 3-D Secure runs in the page when the bank asks, a top-up
// that needs it is confirmed there and completed with its charge id; a decline, a failed 3-D Secure and a lost
// connection are said in Stripe's words; the wallet's button appears where the browser has Apple Pay or Google Pay.
// Each test has a backend of its own and checks what it recorded as well as the screen.

const API_KEY = "e2e-payments-stripe";
const CARD_KEYWORD = "stripe_creditcard";
const WALLET_KEYWORD = "stripe_wallet";
const HOLDER = "Cloudia Iaas";
/** An expiry years ahead and a security code, as the customer types them into Stripe's element. */
const CARD_REST = { expiry: "08/39", cvc: "123" };

/** A card or other payment object with the processor's own id for it (a Stripe payment method's `pm_…`). */
type SavedCard = ApiCard & { identifier?: string };

/** The site's processor of `keyword`: the flows run only where the configuration has one. */
function processorOf(uiConfig: UiConfig, keyword: string) {
  const processor = uiConfig.paymentProcessors?.find((candidate) => candidate.keyword === keyword);
  if (!processor) throw new Error(`the configuration has a ${keyword} processor (the tag runs these flows only there)`);
  return processor;
}

/** Stripe's 3-D Secure challenge, drawn in the page by Stripe.js. */
const challenge = (page: Page) => page.getByRole("dialog", { name: STRIPE_DOUBLE_UI.challenge });

/** Answers Stripe's 3-D Secure challenge as the customer does, and waits for it to close. */
async function answerChallenge(page: Page, answer: "pass" | "fail") {
  await challenge(page)
    .getByRole("button", { name: answer === "pass" ? STRIPE_DOUBLE_UI.completeAuthentication : STRIPE_DOUBLE_UI.failAuthentication })
    .click();
  await expect(challenge(page)).toHaveCount(0);
}

/** The payment objects of an account as the backend keeps them, the processor's id of each included. */
async function savedCards(page: Page, origin: string, accountId: number): Promise<SavedCard[]> {
  const response = await page.request.get(`${origin}/v1/payment/card/list?billing_account_id=${accountId}`, { headers: { apikey: API_KEY } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as SavedCard[];
}

test.describe("paying with Stripe's card element", processorTag(CARD_KEYWORD), () => {
  // Multi-step flows with an axe scan: a busy 2-core machine can take minutes; the ceiling only matters on failure.
  test.describe.configure({ timeout: 150_000 });

  test.beforeEach(async ({ page, ownBackend }) => {
    await signedIn(page, API_KEY);
    await routeStripeJs(page, { backend: ownBackend.server.store });
  });

  /** Opens the Cards section's add form, types the holder's name and the card into Stripe's element. */
  async function typeNewCard(page: Page, number: string): Promise<Locator> {
    await page.getByRole("button", { name: "Add a card" }).click();
    const form = page.getByRole("region", { name: "Add a card" });
    await form.getByRole("textbox", { name: "Cardholder name" }).fill(HOLDER);
    await fillStripeCard(page, { number, ...CARD_REST });
    return form;
  }

  test("adds a card typed into Stripe's element, through its bank's 3-D Secure in the page", async ({ page, ownBackend, uiConfig, provider }, testInfo) => {
    const api = billingBackend(page, ownBackend, API_KEY);
    const processor = processorOf(uiConfig, CARD_KEYWORD);
    const account = await api.account("Old project");
    await openAccountTab(page, account, "cards");
    await expect(page.getByRole("table", { name: "Cards" }).getByText("No cards yet. Add one below to top up.")).toBeVisible();

    const form = await typeNewCard(page, STRIPE_TEST_CARDS.requires3ds);
    // The card's number lives in Stripe's frame only: the console's own page never holds it.
    expect(await page.locator("input").evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value))).not.toContain(STRIPE_TEST_CARDS.requires3ds);
    await saveScreenshot(page, testInfo, `payments-stripe-card-typed-${provider}`);
    await expectNoSeriousA11yViolations(page);
    await form.getByRole("button", { name: "Add card" }).click();

    await expect(challenge(page)).toBeVisible();
    await saveScreenshot(page, testInfo, `payments-stripe-3ds-challenge-${provider}`);
    await answerChallenge(page, "pass");
    await expect(page.getByText("Card added and verified")).toBeVisible();

    // Stripe.js was made with the processor's publishable key, and confirmed the prehook's SetupIntent with the card.
    const calls = await stripeDoubleCalls(page);
    expect(calls).toContainEqual({ method: "Stripe", args: expect.objectContaining({ key: processor.public_key }) });
    const setup = calls.find((call) => call.method === "confirmCardSetup");
    expect(setup?.args).toMatchObject({ clientSecret: expect.stringMatching(/^seti_\w+_secret_\w+$/), payment_method: { billing_details: { name: HOLDER } } });

    const cards = await savedCards(page, ownBackend.origin, account.id);
    expect(cards).toEqual([expect.objectContaining({ identifier: expect.stringMatching(/^pm_\w+$/), is_verified: true, is_primary: true })]);
    // Saved with the details of the PaymentMethod Stripe made of the test card typed, as the backend reads them from Stripe.
    const [saved] = cards;
    expect(saved && detailsOf(saved)).toMatchObject({ card_type: "visa", card_holder: HOLDER, last4: STRIPE_TEST_CARDS.requires3ds.slice(-4), expire_month: "08", expire_year: "2039" });
    const row = page.getByRole("table", { name: "Cards" }).getByRole("row").filter({ hasText: "Verified" });
    await expect(row).toHaveCount(1);
    await expect(row.getByText(`•••• ${STRIPE_TEST_CARDS.requires3ds.slice(-4)}`)).toBeVisible();
    await expect(row.getByText("Primary", { exact: true })).toBeVisible();
  });

  test("shows the bank's decline in Stripe's words, keeps the holder's name and saves nothing", async ({ page, ownBackend, provider }, testInfo) => {
    const api = billingBackend(page, ownBackend, API_KEY);
    const account = await api.account("Old project");
    await openAccountTab(page, account, "cards");
    const form = await typeNewCard(page, STRIPE_TEST_CARDS.declined);
    await form.getByRole("button", { name: "Add card" }).click();

    await expect(page.getByText("Your card was declined.")).toBeVisible();
    await expect(form.getByRole("textbox", { name: "Cardholder name" })).toHaveValue(HOLDER);
    await saveScreenshot(page, testInfo, `payments-stripe-declined-${provider}`);
    await expectNoSeriousA11yViolations(page);
    expect(await savedCards(page, ownBackend.origin, account.id)).toEqual([]);
  });

  test("says a failed 3-D Secure check in Stripe's words and saves nothing", async ({ page, ownBackend }) => {
    const api = billingBackend(page, ownBackend, API_KEY);
    const account = await api.account("Old project");
    await openAccountTab(page, account, "cards");
    const form = await typeNewCard(page, STRIPE_TEST_CARDS.requires3ds);
    await form.getByRole("button", { name: "Add card" }).click();

    await answerChallenge(page, "fail");
    await expect(page.getByText("We are unable to authenticate your payment method. Please choose a different payment method and try again.")).toBeVisible();
    await expect(form.getByRole("textbox", { name: "Cardholder name" })).toHaveValue(HOLDER);
    expect(await savedCards(page, ownBackend.origin, account.id)).toEqual([]);
  });

  test("says when Stripe cannot be reached, keeps what was typed, and saves the card once the connection is back", async ({ page, ownBackend }) => {
    const api = billingBackend(page, ownBackend, API_KEY);
    const account = await api.account("Old project");
    await openAccountTab(page, account, "cards");
    const form = await typeNewCard(page, STRIPE_TEST_CARDS.succeeds);
    await setStripeWorld(page, { network: "down" });
    await form.getByRole("button", { name: "Add card" }).click();

    await expect(page.getByText("An error occurred due to network connectivity issues. Please try again.")).toBeVisible();
    await expect(form.getByRole("textbox", { name: "Cardholder name" })).toHaveValue(HOLDER);
    expect(await savedCards(page, ownBackend.origin, account.id)).toEqual([]);

    await setStripeWorld(page, { network: "up" });
    await form.getByRole("button", { name: "Add card" }).click();
    await expect(page.getByText("Card added and verified")).toBeVisible();
    expect(await savedCards(page, ownBackend.origin, account.id)).toEqual([expect.objectContaining({ identifier: expect.stringMatching(/^pm_\w+$/), is_verified: true })]);
  });

  test("tops up with a saved card: the bank's 3-D Secure in the page, then the charge completed and credited once", async ({ page, ownBackend, uiConfig, provider }, testInfo) => {
    const api = billingBackend(page, ownBackend, API_KEY);
    const money = siteMoney(await api.config());
    const account = await api.account("Personal");
    const before = account.running_totals?.credit_available ?? 0;
    const saved = (await api.cards(account.id)).filter((card) => card.is_verified && !card.is_deleted);
    expect(saved.length, "the demo seed gives Personal a verified card").toBeGreaterThan(0);
    // Above the site's minimum, and unlike any amount the seed's history holds.
    const amount = (uiConfig.minimumTopupAmount ?? 0) + 17;

    await openAccountTab(page, account, "topup");
    const topUp = page.getByRole("region", { name: "Top up" });
    await topUp.getByRole("spinbutton", { name: /^Amount/ }).fill(String(amount));
    await topUp.getByRole("radio", { name: processorOf(uiConfig, CARD_KEYWORD).name }).check();
    await expect(topUp.getByRole("combobox", { name: "Card" })).not.toHaveValue("new");
    await topUp.getByRole("button", { name: "Pay" }).click();

    await expect(challenge(page)).toBeVisible();
    await saveScreenshot(page, testInfo, `payments-stripe-topup-3ds-${provider}`);
    await answerChallenge(page, "pass");
    await expect(page.getByText(`Top-up of ${money(amount)} paid`)).toBeVisible();

    // Stripe.js confirmed the PaymentIntent the buy answered with; the charge was credited once.
    const actions = (await stripeDoubleCalls(page)).filter((call) => call.method === "handleNextAction");
    expect(actions).toEqual([{ method: "handleNextAction", args: { clientSecret: expect.stringMatching(/^pi_\w+_secret_\w+$/) } }]);
    const credited = (await api.credits(account.id)).filter((credit) => credit.amount === amount);
    expect(credited).toEqual([expect.objectContaining({ description: "Top-up with card" })]);
    expect((await api.account("Personal")).running_totals?.credit_available).toBeCloseTo(before + amount, 2);
  });
});

test.describe("paying with Apple Pay or Google Pay through Stripe", processorTag(WALLET_KEYWORD), () => {
  test.describe.configure({ timeout: 150_000 });

  test.beforeEach(async ({ page }) => {
    await signedIn(page, API_KEY);
  });

  test("offers the browser's wallet when Stripe says it can pay with one, and tops up with the card approved there", async ({ page, ownBackend, uiConfig, provider }, testInfo) => {
    await routeStripeJs(page, { wallet: "googlePay", walletCard: STRIPE_TEST_CARDS.succeeds });
    const api = billingBackend(page, ownBackend, API_KEY);
    const money = siteMoney(await api.config());
    const account = await api.account("Personal");
    const cardsBefore = (await api.cards(account.id)).length;
    const amount = (uiConfig.minimumTopupAmount ?? 0) + 19;

    await openAccountTab(page, account, "topup");
    const topUp = page.getByRole("region", { name: "Top up" });
    await topUp.getByRole("spinbutton", { name: /^Amount/ }).fill(String(amount));
    await topUp.getByRole("radio", { name: processorOf(uiConfig, WALLET_KEYWORD).name }).check();
    await topUp.getByRole("combobox", { name: "Card" }).selectOption({ label: "A new card" });
    await topUp.getByRole("textbox", { name: "Cardholder name" }).fill(HOLDER);
    const wallet = topUp.getByRole("button", { name: "Google Pay" });
    await expect(wallet).toBeVisible();
    // Stripe's payment request was made with the site's country and currency, as the prehook named them.
    const request = (await stripeDoubleCalls(page)).find((call) => call.method === "paymentRequest");
    expect(request?.args).toMatchObject({ country: uiConfig.siteCountry, currency: uiConfig.siteCurrency.toLowerCase() });
    await saveScreenshot(page, testInfo, `payments-stripe-wallet-offered-${provider}`);
    await expectNoSeriousA11yViolations(page);

    await wallet.click();
    const sheet = page.getByRole("dialog", { name: STRIPE_DOUBLE_UI.walletSheet });
    await sheet.getByRole("button", { name: STRIPE_DOUBLE_UI.walletPay }).click();
    await expect(sheet).toHaveCount(0);
    await expect.poll(async () => (await stripeDoubleCalls(page)).filter((call) => call.method === "paymentRequest.complete").map((call) => call.args)).toEqual(["success"]);

    await topUp.getByRole("button", { name: "Pay", exact: true }).click();
    await answerChallenge(page, "pass");
    await expect(page.getByText(`Top-up of ${money(amount)} paid`)).toBeVisible();
    const cards = await savedCards(page, ownBackend.origin, account.id);
    expect(cards).toHaveLength(cardsBefore + 1);
    expect(await api.credits(account.id)).toContainEqual(expect.objectContaining({ amount, description: "Top-up with card" }));
  });

  test("is no longer offered once Stripe finds no wallet in this browser: the card's own fields are chosen instead", async ({ page, ownBackend, uiConfig }) => {
    await routeStripeJs(page, { wallet: null });
    const api = billingBackend(page, ownBackend, API_KEY);
    const account = await api.account("Personal");
    await openAccountTab(page, account, "topup");
    const topUp = page.getByRole("region", { name: "Top up" });
    const walletChoice = topUp.getByRole("radio", { name: processorOf(uiConfig, WALLET_KEYWORD).name });
    await walletChoice.check();
    await topUp.getByRole("combobox", { name: "Card" }).selectOption({ label: "A new card" });
    // Stripe was asked, found no Apple Pay or Google Pay, and the choice went away without an error to read: the one
    // processor left needs no choosing, and its card element and fee are shown.
    await expect(walletChoice).toHaveCount(0);
    await expect(topUp.getByRole("radio")).toHaveCount(0);
    await expect(topUp.locator("iframe")).toBeVisible();
    await expect(topUp.getByText(`${processorOf(uiConfig, "stripe_creditcard").name} fee`)).toBeVisible();
    expect((await stripeDoubleCalls(page)).filter((call) => call.method === "paymentRequest.canMakePayment")).toHaveLength(1);
    await expect(topUp.getByRole("alert")).toHaveCount(0);
  });
});
