import type { Locator, Page } from "@playwright/test";
import type { PaymentProcessor } from "@cloudconsole/mock-api";
import { DECLINED_CARD_LAST4 } from "@cloudconsole/mock-api/constants";
import { billingBackend, billingWords, detailsOf, openAccountTab, siteMoney, type ApiCard } from "./billingBackend";
import { expect, expectNoSeriousA11yViolations, PHONE, saveScreenshot, signedIn, test } from "./fixtures";

// A billing account's cards on every app, against the mock's own card processor (its script, served by the mock API,
// draws the card fields and checks them, as a vendor's does): adding a card through its bank's
// 3-D Secure check, the test card its bank declines, the primary card, deleting one, topping up with a saved card and
// asking to pay by invoice. Each test has a backend of its own (these change cards and balances for good) and checks
// what the backend recorded as well as what the screen shows.

const API_KEY = "e2e-billing-cards";
const HOLDER = "Cloudia Iaas";
/** A test card number the processor confirms, and an expiry years ahead, as shown in the list (MM/YY). */
const CONFIRMED_CARD = { number: "4242 4242 4242 4242", last4: "4242", expiry: "08/39", cvc: "123" };
/** The test card the processor's bank declines at 3-D Secure (a Luhn-valid number with its last four digits). */
const DECLINED_CARD = { number: `4000 0000 0000 ${DECLINED_CARD_LAST4}`, last4: DECLINED_CARD_LAST4, expiry: "08/39", cvc: "123" };

// Multi-step flows with several axe scans: a busy 2-core machine can take minutes; the ceiling only matters on failure.
test.describe.configure({ timeout: 150_000 });

test.beforeEach(async ({ page }) => signedIn(page, API_KEY));

/** The cards table of the account's Cards section. */
const cardTable = (page: Page) => page.getByRole("table", { name: "Cards" });

/** A card's row, found by its masked number as the list writes it ('Visa •••• 4242'). */
const cardRow = (page: Page, last4: string) => cardTable(page).getByRole("row").filter({ hasText: `•••• ${last4}` });

/** Types a card into the Cards section's add form (opening it) and returns the form. */
async function typeNewCard(page: Page, card: { number: string; expiry: string; cvc: string }): Promise<Locator> {
  await page.getByRole("button", { name: "Add a card" }).click();
  const form = page.getByRole("region", { name: "Add a card" });
  await form.getByRole("textbox", { name: "Cardholder name" }).fill(HOLDER);
  // The processor's own fields, mounted once its script has loaded.
  await form.getByRole("textbox", { name: "Card number" }).fill(card.number);
  await form.getByRole("textbox", { name: "Expiry (MM/YY)" }).fill(card.expiry);
  await form.getByRole("textbox", { name: "Security code" }).fill(card.cvc);
  return form;
}

/** Fails when the element sticks out of the page sideways (a phone layout too wide for its screen). */
async function expectWithinPageWidth(page: Page, element: Locator) {
  const box = await element.boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) throw new Error("the element is laid out on a page of a known size");
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
}

/** The last four digits a payment object of the backend names. */
const last4Of = (card: ApiCard) => detailsOf(card).last4 ?? "";

test("adds a card through its bank's 3-D Secure check; a mistyped number is caught first by the processor's fields", PHONE, async ({ page, ownBackend, provider, isPhone }, testInfo) => {
  const api = billingBackend(page, ownBackend, API_KEY);
  const processor = (await api.config()).paymentProcessors?.find((candidate) => candidate.type === "creditcard");
  // The flow below is the processor's 3-D Secure one: every configuration's card processor asks for it.
  expect(processor, "the site's card processor").toMatchObject({ use_3ds_verification: true });
  const account = await api.account("Old project");
  await openAccountTab(page, account, "cards");
  await expect(cardTable(page).getByText("No cards yet. Add one below to top up.")).toBeVisible();

  // A number that fails the check digit is refused by the processor's own fields before a token is made, and nothing
  // typed is lost.
  const tokens: string[] = [];
  page.on("request", (request) => void (request.url().includes("/mock-processor/tokens") && tokens.push(request.url())));
  const form = await typeNewCard(page, { ...CONFIRMED_CARD, number: "4242 4242 4242 4241" });
  await form.getByRole("button", { name: "Add card" }).click();
  await expect(form.getByRole("alert")).toHaveText("Check the card number");
  await expect(form.getByRole("textbox", { name: "Card number" })).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByRole("textbox", { name: "Cardholder name" })).toHaveValue(HOLDER);
  await expect(form.getByRole("textbox", { name: "Expiry (MM/YY)" })).toHaveValue(CONFIRMED_CARD.expiry);
  expect(await api.cards(account.id)).toEqual([]);
  expect(tokens).toEqual([]);

  await form.getByRole("textbox", { name: "Card number" }).fill(CONFIRMED_CARD.number);
  await expect(form.getByRole("textbox", { name: "Card number" })).toHaveValue(CONFIRMED_CARD.number);
  for (const name of ["Cardholder name", "Card number", "Expiry (MM/YY)", "Security code"]) await expectWithinPageWidth(page, form.getByRole("textbox", { name }));
  await expectWithinPageWidth(page, form.getByRole("button", { name: "Add card" }));
  await saveScreenshot(page, testInfo, `billing-card-add-${provider}${isPhone ? "-phone" : ""}`);
  await expectNoSeriousA11yViolations(page);
  await form.getByRole("button", { name: "Add card" }).click();

  // The bank's 3-D Secure check sends the customer back to the console, where its outcome is read.
  await expect(page).toHaveURL(/\/app\/payment_return\?identifier=3ds_/);
  const result = page.getByRole("region", { name: "Payment result" });
  await expect(result.getByText("Your card is verified")).toBeVisible();
  await expect(result.getByText("Your bank confirmed the card.")).toBeVisible();
  await result.getByRole("link", { name: "Back to the billing account" }).click();
  await page.getByRole("tab", { name: "Cards" }).click();

  const row = cardRow(page, CONFIRMED_CARD.last4);
  await expect(row).toContainText(`Visa •••• ${CONFIRMED_CARD.last4}`);
  // Valid through the expiry's month (08/39) as the site writes a month, and when it was added (a phone leaves that out).
  const { siteLocale } = await api.config();
  const [added] = await api.cards(account.id);
  await expect(row).toContainText(new Intl.DateTimeFormat(siteLocale, { month: "short", year: "numeric", timeZone: "UTC" }).format(Date.UTC(2039, 7, 1)));
  const addedOn = new Intl.DateTimeFormat(siteLocale, { dateStyle: "medium" }).format((added?.created ?? 0) * 1000);
  await expect(row.getByRole("cell", { name: addedOn })).toBeVisible({ visible: !isPhone });
  await expect(row.getByText("Verified", { exact: true })).toBeVisible();
  // An account's first card is its primary one.
  await expect(row.getByText("Primary", { exact: true })).toBeVisible();
  // A phone leaves the holder's column out.
  await expect(row.getByRole("cell", { name: HOLDER })).toBeVisible({ visible: !isPhone });
  await row.scrollIntoViewIfNeeded();
  await saveScreenshot(page, testInfo, `billing-card-added-${provider}${isPhone ? "-phone" : ""}`);
  await expectNoSeriousA11yViolations(page);

  const cards = (await api.cards(account.id)).map((card) => ({ ...card, ...detailsOf(card) }));
  expect(cards).toEqual([expect.objectContaining({ is_verified: true, is_primary: true, last4: CONFIRMED_CARD.last4, card_holder: HOLDER })]);
});

test(`keeps a card its bank declines (…${DECLINED_CARD_LAST4}) unverified: nothing is charged and top-ups cannot use it @writes`, async ({ page, ownBackend, provider }, testInfo) => {
  const api = billingBackend(page, ownBackend, API_KEY);
  const account = await api.account("Personal");
  const creditsBefore = await api.credits(account.id);
  await openAccountTab(page, account, "cards");
  const form = await typeNewCard(page, DECLINED_CARD);
  await form.getByRole("button", { name: "Add card" }).click();

  await expect(page).toHaveURL(/\/app\/payment_return\?identifier=3ds_/);
  const result = page.getByRole("region", { name: "Payment result" });
  await expect(result.getByText("Your bank did not confirm the card")).toBeVisible();
  await expect(result.getByText("Nothing was charged. Try again or use another card.")).toBeVisible();
  await expect(result.getByText("Your card is verified")).toHaveCount(0);
  await saveScreenshot(page, testInfo, `billing-card-declined-${provider}`);
  await expectNoSeriousA11yViolations(page);
  await result.getByRole("link", { name: "Back to the billing account" }).click();

  // The card stays on the account, unverified, with the way to try its bank again; it cannot be made primary.
  await page.getByRole("tab", { name: "Cards" }).click();
  const row = cardRow(page, DECLINED_CARD.last4);
  await expect(row.getByText("Not verified", { exact: true })).toBeVisible();
  await expect(row.getByRole("button", { name: "Verify" })).toBeVisible();
  await expect(row.getByRole("button", { name: "Make primary" })).toHaveCount(0);
  await expect(row.getByText("Primary", { exact: true })).toHaveCount(0);

  // Top-ups offer only verified cards.
  await page.getByRole("tab", { name: "Top up" }).click();
  const cardChoice = page.getByRole("region", { name: "Top up" }).getByRole("combobox", { name: "Card" });
  await expect(cardChoice.getByRole("option", { name: "A new card" })).toBeAttached();
  await expect(cardChoice.getByRole("option", { name: new RegExp(`•••• ${DECLINED_CARD.last4}`) })).toHaveCount(0);

  const declined = (await api.cards(account.id)).filter((card) => last4Of(card) === DECLINED_CARD.last4);
  expect(declined).toHaveLength(1);
  expect(declined[0]).toMatchObject({ is_verified: false, is_primary: false });
  expect(await api.credits(account.id)).toEqual(creditsBefore);
});

test("makes another card primary and deletes a card after confirming, the list and the backend agreeing @writes", PHONE, async ({ page, ownBackend, provider, isPhone }, testInfo) => {
  const api = billingBackend(page, ownBackend, API_KEY);
  const account = await api.account("Personal");
  const seeded = await api.cards(account.id);
  const primary = seeded.find((card) => card.is_primary);
  const other = seeded.find((card) => !card.is_primary && card.is_verified);
  if (!primary || !other) throw new Error("the demo seed gives Personal a primary card and another verified one");
  expect(last4Of(other), "the two cards are told apart by their last digits").not.toBe(last4Of(primary));

  await openAccountTab(page, account, "cards");
  await expect(cardRow(page, last4Of(primary)).getByText("Primary", { exact: true })).toBeVisible();
  await cardRow(page, last4Of(other)).getByRole("button", { name: "Make primary" }).click();
  await expect(page.getByText("Primary card changed")).toBeVisible();
  // Closed as a customer would: on a phone the toast covers the bottom of the confirmation that comes next.
  await page.getByRole("button", { name: "Close toast" }).click();
  await expect(page.getByText("Primary card changed")).toHaveCount(0);
  await expect(cardRow(page, last4Of(other)).getByText("Primary", { exact: true })).toBeVisible();
  await expect(cardRow(page, last4Of(primary)).getByText("Primary", { exact: true })).toHaveCount(0);
  await expect(cardRow(page, last4Of(primary)).getByRole("button", { name: "Make primary" })).toBeVisible();
  const afterPrimary = await api.cards(account.id);
  expect(afterPrimary.find((card) => card.id === other.id)).toMatchObject({ is_primary: true });
  expect(afterPrimary.find((card) => card.id === primary.id)).toMatchObject({ is_primary: false });

  // The former primary card goes, after a confirmation that names it.
  await cardRow(page, last4Of(primary)).getByRole("button", { name: "Delete" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText(new RegExp(`Delete \\S+ •••• ${last4Of(primary)}\\?`));
  await expect(dialog).toContainText("It can no longer be charged.");
  await saveScreenshot(page, testInfo, `billing-card-delete-${provider}${isPhone ? "-phone" : ""}`);
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole("button", { name: "Delete card" }).click();
  await expect(page.getByText("Card deleted")).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(cardRow(page, last4Of(primary))).toHaveCount(0);
  await expect(cardRow(page, last4Of(other)).getByText("Primary", { exact: true })).toBeVisible();

  const left = await api.cards(account.id);
  expect(left.map((card) => card.id)).toEqual([other.id]);
});

test("tops up with a saved card: the new balance and the credit entry show @writes", PHONE, async ({ page, ownBackend, provider, isPhone }, testInfo) => {
  const api = billingBackend(page, ownBackend, API_KEY);
  const config = await api.config();
  const money = siteMoney(config);
  const account = await api.account("Personal");
  const before = account.running_totals?.credit_available ?? 0;
  // Above the site's minimum, and unlike any amount the seed's history holds.
  const amount = (config.minimumTopupAmount ?? 0) + 21;
  const card = (await api.cards(account.id)).find((candidate) => candidate.is_verified && !candidate.is_primary);
  if (!card) throw new Error("the demo seed gives Personal a verified card besides its primary one");

  await openAccountTab(page, account, "topup");
  const topUp = page.getByRole("region", { name: "Top up" });
  await topUp.getByRole("spinbutton", { name: /^Amount/ }).fill(String(amount));
  await topUp.getByRole("combobox", { name: "Card" }).selectOption(String(card.id));
  await expect(topUp.getByRole("combobox", { name: "Card" })).toHaveValue(String(card.id));
  // No new card's fields for a saved card.
  await expect(topUp.getByRole("textbox", { name: "Card number" })).toHaveCount(0);
  const preview = topUp.getByLabel("What you pay");
  await expect(preview.getByText("You pay")).toBeVisible();
  await expect(preview).toContainText(money(amount));
  for (const part of [topUp.getByRole("combobox", { name: "Card" }), preview, topUp.getByRole("button", { name: "Pay", exact: true })]) await expectWithinPageWidth(page, part);
  await preview.scrollIntoViewIfNeeded();
  await saveScreenshot(page, testInfo, `billing-topup-saved-card-${provider}${isPhone ? "-phone" : ""}`);
  await expectNoSeriousA11yViolations(page);
  await topUp.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(page.getByText(`Top-up of ${money(amount)} paid`)).toBeVisible();

  const totals = page.getByRole("region", { name: "This month so far" });
  const available = totals.locator("dt", { hasText: "Available credit" }).locator("xpath=following-sibling::dd[1]");
  await expect(available).toHaveText(money(before + amount));

  await page.getByRole("tab", { name: "Credit history" }).click();
  const entry = page.getByRole("region", { name: "Credit history" }).getByRole("row").filter({ hasText: "Top-up with card" }).filter({ hasText: `+${money(amount)}` });
  await expect(entry).toHaveCount(1);
  await entry.scrollIntoViewIfNeeded();
  await saveScreenshot(page, testInfo, `billing-topup-credit-history-${provider}${isPhone ? "-phone" : ""}`);

  expect((await api.account("Personal")).running_totals?.credit_available).toBeCloseTo(before + amount, 2);
  expect(await api.credits(account.id)).toContainEqual(expect.objectContaining({ amount, description: "Top-up with card" }));
});

test.describe("where the site takes payment by invoice", () => {
  // None of the providers' platforms offers invoice payment today: the test's backend serves the provider's own
  // processors plus an invoice one, as a platform that offers it does.
  const INVOICE_PROCESSOR: PaymentProcessor = { type: "invoice", name: "Pay by invoice", keyword: "invoice" };

  test("applies for invoice payment, which joins the account's payment methods unverified @writes", async ({ page, ownBackend, provider, labels }, testInfo) => {
    const { invoice, Invoice } = billingWords(labels);
    const ui = ownBackend.server.store.state.ui;
    ui.paymentProcessors = [...(ui.paymentProcessors ?? []), INVOICE_PROCESSOR];
    const api = billingBackend(page, ownBackend, API_KEY);

    // An account already paying by invoice says so instead.
    const company = (await api.accounts()).find((candidate) => candidate.paying_by_invoice);
    if (!company) throw new Error("the demo seed has an account paying by invoice");
    await openAccountTab(page, company, "topup");
    await page.getByRole("region", { name: "Top up" }).getByRole("radio", { name: INVOICE_PROCESSOR.name }).check();
    await expect(page.getByText(`This account already pays by ${invoice}: each month's ${invoice} is sent to ${company.email}.`)).toBeVisible();

    const account = await api.account("Old project");
    await openAccountTab(page, account, "topup");
    const topUp = page.getByRole("region", { name: "Top up" });
    await topUp.getByRole("radio", { name: INVOICE_PROCESSOR.name }).check();
    await expect(topUp.getByText(`Pay monthly ${invoice}s by bank transfer instead of topping up. We check the request and confirm it by email.`)).toBeVisible();
    await expect(topUp.getByRole("button", { name: "Pay", exact: true })).toHaveCount(0);
    await saveScreenshot(page, testInfo, `billing-invoice-payment-${provider}`);
    await expectNoSeriousA11yViolations(page);
    await topUp.getByRole("button", { name: `Apply for ${invoice} payment` }).click();
    await expect(page.getByText(`${Invoice} payment requested: we will confirm it by email`)).toBeVisible();

    // The request is a payment object an administrator verifies: listed with the cards, with nothing to verify here.
    await page.getByRole("tab", { name: "Cards" }).click();
    const row = cardTable(page).getByRole("row").filter({ hasText: `By ${invoice}` });
    await expect(row.getByText("Not verified", { exact: true })).toBeVisible();
    await expect(row.getByRole("button", { name: "Verify" })).toHaveCount(0);

    const objects = (await api.cards(account.id)).map((card) => ({ ...card, ...detailsOf(card) }));
    expect(objects).toEqual([expect.objectContaining({ is_verified: false, type: "paying_by_invoice" })]);
  });
});
