import type { Page } from "@playwright/test";
import { processorTag } from "../src/processorTags";
import { billingBackend, detailsOf, openAccountTab, siteMoney, type ApiBillingAccount } from "./billingBackend";
import { answerSmtBank, clictopayRecords, payOnSmtPage, routeClicToPay, SMT_DECLINES, SMT_TEST_CARDS, SMT_UI } from "./doubles/clictopay";
import { expect, expectNoSeriousA11yViolations, saveScreenshot, signedIn, test, type OwnBackend, type UiConfig } from "./fixtures";

// ClicToPay as a provider whose configuration has it offers it: a hosted payment page on SMT's register.do model. The
// console hands the customer to SMT's page (answered by the double at SMT's test host), where the card is typed and
// SMT's bank asks 3-D Secure if it wants; SMT sends the customer back to the return page (by GET from its payment
// page, by a POSTed form from the bank's step), whose check saves the card SMT kept or completes the top-up once.
// Each test has a backend of its own, where the double keeps SMT's records, and checks what it recorded as well as
// the screen.

const API_KEY = "e2e-payments-clictopay";
const KEYWORD = "clictopay";
/** The name typed into the console's holder field and on SMT's page. */
const HOLDER = "Amira Ben Salah";
const CARD_REST = { expiry: "08/39", holder: HOLDER, securityCode: "123" };

/** The site's ClicToPay processor: the flows run only where the configuration has one. */
function clictopayProcessor(uiConfig: UiConfig) {
  const processor = uiConfig.paymentProcessors?.find((candidate) => candidate.keyword === KEYWORD && candidate.type === "creditcard");
  if (!processor) throw new Error(`the configuration has a ${KEYWORD} card processor (the tag runs these flows only there)`);
  return processor;
}

/** Opens the Cards section's add form of `account`, types the holder's name and goes on to SMT's page with Add card. */
async function goToSmtPage(page: Page, account: ApiBillingAccount) {
  await openAccountTab(page, account, "cards");
  await page.getByRole("button", { name: "Add a card" }).click();
  const form = page.getByRole("region", { name: "Add a card" });
  await expect(form.getByText("You type the card on ClicToPay's secure page")).toBeVisible();
  await form.getByRole("textbox", { name: "Cardholder name" }).fill(HOLDER);
  await form.getByRole("button", { name: "Add card" }).click();
  await expect(page.getByRole("heading", { name: SMT_UI.title })).toBeVisible();
  return form;
}

test.describe("paying with ClicToPay's hosted payment page", processorTag(KEYWORD), () => {
  // Flows through SMT's pages and the bank's step with an axe scan: a busy 2-core machine can take minutes.
  test.describe.configure({ timeout: 150_000 });

  test.beforeEach(async ({ page, ownBackend, uiConfig }) => {
    clictopayProcessor(uiConfig);
    await signedIn(page, API_KEY);
    await routeClicToPay(page, { backend: ownBackend.server.store });
  });

  /** Adds `number` on SMT's page to the account "Old project" (its bank's 3-D Secure confirmed) and returns there. */
  async function addCard(page: Page, ownBackend: OwnBackend, number: string) {
    const api = billingBackend(page, ownBackend, API_KEY);
    const account = await api.account("Old project");
    await goToSmtPage(page, account);
    await payOnSmtPage(page, { number, ...CARD_REST });
    if (number === SMT_TEST_CARDS.threeDSecure) await answerSmtBank(page, "confirm");
    await expect(page.getByText("Your card is verified")).toBeVisible();
    return { api, account };
  }

  test("adds a card typed on SMT's page: back on the return page, the card SMT kept is saved and verified", async ({ page, ownBackend, provider }, testInfo) => {
    const api = billingBackend(page, ownBackend, API_KEY);
    const account = await api.account("Old project");
    await goToSmtPage(page, account);
    await saveScreenshot(page, testInfo, `payments-clictopay-page-${provider}`);
    await payOnSmtPage(page, { number: SMT_TEST_CARDS.frictionless, ...CARD_REST });

    await expect(page).toHaveURL(/\/app\/payment_return\?identifier=ctp_\w+&billing_account_id=\d+&orderId=[0-9a-f-]+$/);
    await expect(page.getByText("Your card is verified")).toBeVisible();
    await saveScreenshot(page, testInfo, `payments-clictopay-verified-${provider}`);
    await expectNoSeriousA11yViolations(page);
    // Saved from SMT's binding: its masked number's last digits, the holder typed on SMT's page, verified and primary.
    const cards = await api.cards(account.id);
    expect(cards).toEqual([expect.objectContaining({ is_verified: true, is_primary: true })]);
    const [saved] = cards;
    expect(saved && detailsOf(saved)).toMatchObject({ card_type: "MasterCard", card_holder: HOLDER, last4: "5599" });
    // A reload of the return page saves nothing twice.
    await page.reload();
    await expect(page.getByText("Your card is verified")).toBeVisible();
    expect(await api.cards(account.id)).toHaveLength(1);
  });

  test("a card SMT declines comes back with SMT's reason, and nothing is saved", async ({ page, ownBackend, provider }, testInfo) => {
    const api = billingBackend(page, ownBackend, API_KEY);
    const account = await api.account("Old project");
    await goToSmtPage(page, account);
    await payOnSmtPage(page, { number: SMT_TEST_CARDS.insufficientFunds, ...CARD_REST });

    await expect(page.getByText("Your bank did not confirm the card")).toBeVisible();
    await expect(page.getByText(SMT_DECLINES.insufficientFunds)).toBeVisible();
    await expect(page.getByText("Nothing was charged. Try again or use another card.")).toBeVisible();
    await saveScreenshot(page, testInfo, `payments-clictopay-declined-${provider}`);
    await expectNoSeriousA11yViolations(page);
    expect(await api.cards(account.id)).toEqual([]);
  });

  /** Tops up "Old project" by `extra` over the site's minimum with its saved card, and clicks Pay. */
  async function payWithCard(page: Page, account: ApiBillingAccount, uiConfig: UiConfig, extra: number) {
    const amount = (uiConfig.minimumTopupAmount ?? 0) + extra;
    await openAccountTab(page, account, "topup");
    const topUp = page.getByRole("region", { name: "Top up" });
    await topUp.getByRole("spinbutton", { name: /^Amount/ }).fill(String(amount));
    await expect(topUp.getByRole("combobox", { name: "Card" })).not.toHaveValue("new");
    await topUp.getByRole("button", { name: "Pay" }).click();
    return amount;
  }

  test("tops up with the saved card SMT charges at once, credited once", async ({ page, ownBackend, uiConfig }) => {
    const money = siteMoney(uiConfig);
    const { api, account } = await addCard(page, ownBackend, SMT_TEST_CARDS.frictionless);
    const amount = await payWithCard(page, account, uiConfig, 19);

    await expect(page.getByText(`Top-up of ${money(amount)} paid`)).toBeVisible();
    expect((await api.credits(account.id)).filter((credit) => credit.amount === amount)).toEqual([expect.objectContaining({ description: "Top-up with card" })]);
  });

  test("tops up with a saved card whose bank asks at SMT's 3-D Secure step: the POSTed return completes it once, a reload does nothing more", async ({ page, ownBackend, uiConfig, provider }, testInfo) => {
    const money = siteMoney(uiConfig);
    const { api, account } = await addCard(page, ownBackend, SMT_TEST_CARDS.threeDSecure);
    const before = (await api.account("Old project")).running_totals?.credit_available ?? 0;
    const amount = await payWithCard(page, account, uiConfig, 23);

    await expect(page.getByRole("heading", { name: SMT_UI.acsTitle })).toBeVisible();
    await saveScreenshot(page, testInfo, `payments-clictopay-3ds-${provider}`);
    await answerSmtBank(page, "confirm");
    await expect(page.getByText("Your bank confirmed the payment")).toBeVisible();
    await expect(page.getByText(`Top-up of ${money(amount)} paid`)).toBeVisible();
    await saveScreenshot(page, testInfo, `payments-clictopay-topup-paid-${provider}`);
    await expectNoSeriousA11yViolations(page);

    await page.reload();
    await expect(page.getByText("This top-up is already done")).toBeVisible();
    const credited = (await api.credits(account.id)).filter((credit) => credit.amount === amount);
    expect(credited).toEqual([expect.objectContaining({ description: "Top-up with card" })]);
    expect((await api.account("Old project")).running_totals?.credit_available).toBeCloseTo(before + amount, 2);
  });

  test("a top-up the bank refuses at SMT's 3-D Secure step credits nothing", async ({ page, ownBackend, uiConfig }) => {
    const { api, account } = await addCard(page, ownBackend, SMT_TEST_CARDS.threeDSecure);
    const amount = await payWithCard(page, account, uiConfig, 29);
    await answerSmtBank(page, "refuse");

    await expect(page.getByText("Your bank did not confirm the payment")).toBeVisible();
    await expect(page.getByText(SMT_DECLINES.threeDSecure)).toBeVisible();
    expect((await api.credits(account.id)).filter((credit) => credit.amount === amount)).toEqual([]);
  });

  /** Opens the top-up of "Old project" (no saved card: a new one is typed) and fills the amount and the holder's name. */
  async function topUpWithNewCard(page: Page, ownBackend: OwnBackend, uiConfig: UiConfig, extra: number) {
    const api = billingBackend(page, ownBackend, API_KEY);
    const account = await api.account("Old project");
    const amount = (uiConfig.minimumTopupAmount ?? 0) + extra;
    await openAccountTab(page, account, "topup");
    const topUp = page.getByRole("region", { name: "Top up" });
    await topUp.getByRole("spinbutton", { name: /^Amount/ }).fill(String(amount));
    await expect(topUp.getByRole("combobox", { name: "Card" })).toHaveValue("new");
    await topUp.getByRole("textbox", { name: "Cardholder name" }).fill(HOLDER);
    return { api, account, amount, topUp };
  }

  test("tops up with a new card typed on SMT's page: back on the return page, the amount chosen is paid with it once", async ({ page, ownBackend, uiConfig, provider }, testInfo) => {
    const money = siteMoney(uiConfig);
    const { api, account, amount, topUp } = await topUpWithNewCard(page, ownBackend, uiConfig, 31);
    await expect(topUp.getByText("You type the card on ClicToPay's secure page")).toBeVisible();
    await topUp.getByRole("button", { name: "Pay" }).click();
    await payOnSmtPage(page, { number: SMT_TEST_CARDS.frictionless, ...CARD_REST });

    await expect(page.getByText("Your card is verified")).toBeVisible();
    await page.getByRole("button", { name: `Pay ${money(amount)} now` }).click();
    await expect(page.getByText(`Top-up of ${money(amount)} paid`)).toBeVisible();
    await saveScreenshot(page, testInfo, `payments-clictopay-new-card-topup-${provider}`);
    await expectNoSeriousA11yViolations(page);
    expect((await api.credits(account.id)).filter((credit) => credit.amount === amount)).toEqual([expect.objectContaining({ description: "Top-up with card" })]);
    // A reload of the return page pays nothing twice.
    await page.reload();
    await expect(page.getByText("This top-up is already done")).toBeVisible();
    expect((await api.credits(account.id)).filter((credit) => credit.amount === amount)).toHaveLength(1);
  });

  test("while SMT cannot be reached: the platform's message, the amount and the holder's name kept, nothing charged", async ({ page, ownBackend, uiConfig, provider }, testInfo) => {
    clictopayRecords(ownBackend.server.store).setReachable(false);
    const { api, account, amount, topUp } = await topUpWithNewCard(page, ownBackend, uiConfig, 37);
    await expect(topUp.getByRole("alert").filter({ hasText: "Payment channel not available" })).toBeVisible();
    await topUp.getByRole("button", { name: "Pay" }).click();

    await expect(page.getByText("Failed to top up")).toBeVisible();
    await expect(topUp.getByRole("spinbutton", { name: /^Amount/ })).toHaveValue(String(amount));
    await expect(topUp.getByRole("textbox", { name: "Cardholder name" })).toHaveValue(HOLDER);
    await expect(page).toHaveURL(/\/billing\/account\//);
    await saveScreenshot(page, testInfo, `payments-clictopay-unreachable-${provider}`);
    await expectNoSeriousA11yViolations(page);
    expect(await api.cards(account.id)).toEqual([]);
    expect((await api.credits(account.id)).filter((credit) => credit.amount === amount)).toEqual([]);
  });
});
