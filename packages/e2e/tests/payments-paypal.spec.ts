import type { Page } from "@playwright/test";
import { processorTag } from "../src/processorTags";
import { billingBackend, detailsOf, openAccountTab, siteMoney } from "./billingBackend";
import { failNextPayPalApproval, PAYPAL_WINDOW, payPalDoubleRecord, routePayPalSdk } from "./doubles/paypal";
import { expect, expectNoSeriousA11yViolations, saveScreenshot, signedIn, test, type UiConfig } from "./fixtures";

// PayPal as a provider whose configuration has it offers it: PayPal's SDK is loaded by PayPal's own loader from
// PayPal's address (answered by the SDK double), the customer approves in PayPal's window, the PayPal account is
// saved as a payment object and the top-up bought with it; a refusal or a closed window is said on the page and the
// amount stays. Each test has a backend of its own and checks what it recorded as well as what the screen shows.

const API_KEY = "e2e-payments-paypal";
const KEYWORD = "paypal_vault";

test.describe("paying with PayPal", processorTag(KEYWORD), () => {
  // Multi-step flows with an axe scan: a busy 2-core machine can take minutes; the ceiling only matters on failure.
  test.describe.configure({ timeout: 150_000 });

  test.beforeEach(async ({ page }) => {
    await signedIn(page, API_KEY);
    await routePayPalSdk(page);
  });

  /** The site's PayPal processor: the flows run only where the configuration has one. */
  function payPalOf(uiConfig: UiConfig) {
    const processor = uiConfig.paymentProcessors?.find((candidate) => candidate.keyword === KEYWORD);
    if (!processor) throw new Error(`the configuration has a ${KEYWORD} processor (the tag runs this file only there)`);
    return processor;
  }

  /** Opens the account's top-up with `amount` typed and PayPal chosen, and waits for PayPal's button. */
  async function choosePayPal(page: Page, uiConfig: UiConfig, account: { id: number; title: string }, amount: string) {
    await openAccountTab(page, account, "topup");
    const topUp = page.getByRole("region", { name: "Top up" });
    await topUp.getByRole("spinbutton", { name: /^Amount/ }).fill(amount);
    await topUp.getByRole("radio", { name: payPalOf(uiConfig).name }).check();
    await expect(topUp.getByRole("button", { name: "PayPal" })).toBeVisible();
    return topUp;
  }

  /** Clicks PayPal's button and answers in PayPal's window. */
  async function answerInPayPal(page: Page, answer: "approve" | "cancel") {
    await page.getByRole("region", { name: "Top up" }).getByRole("button", { name: "PayPal" }).click();
    const paypalWindow = page.getByRole("dialog", { name: PAYPAL_WINDOW.title });
    await paypalWindow.getByRole("button", { name: PAYPAL_WINDOW[answer] }).click();
    await expect(paypalWindow).toHaveCount(0);
  }

  test("tops up with PayPal: the customer approves in PayPal's window, the PayPal account is saved and the amount bought with it", async ({ page, ownBackend, uiConfig, provider }, testInfo) => {
    const api = billingBackend(page, ownBackend, API_KEY);
    const money = siteMoney(await api.config());
    const account = await api.account("Personal");
    const before = account.running_totals?.credit_available ?? 0;
    const cardsBefore = (await api.cards(account.id)).length;
    // Above the site's minimum, and unlike any amount the seed's history holds.
    const amount = (uiConfig.minimumTopupAmount ?? 0) + 23;

    await choosePayPal(page, uiConfig, account, String(amount));
    const [load] = (await payPalDoubleRecord(page))?.loads ?? [];
    expect(new URL(load?.url ?? "about:blank").searchParams.get("client-id"), "PayPal's SDK is asked for with the processor's client id").toBe(payPalOf(uiConfig).public_key);
    await saveScreenshot(page, testInfo, `payments-paypal-chosen-${provider}`);
    await expectNoSeriousA11yViolations(page);

    await answerInPayPal(page, "approve");
    await expect(page.getByText(`Top-up of ${money(amount)} paid`)).toBeVisible();
    const saved = await api.cards(account.id);
    expect(saved).toHaveLength(cardsBefore + 1);
    expect(saved.map((card) => detailsOf(card).type)).toContain("paypal");
    expect(await api.credits(account.id)).toContainEqual(expect.objectContaining({ amount, description: "Top-up with PayPal" }));
    expect((await api.account("Personal")).running_totals?.credit_available).toBeCloseTo(before + amount, 2);
  });

  test("says PayPal's own refusal and that a closed PayPal window charged nothing, keeping the amount", async ({ page, ownBackend, uiConfig, provider }, testInfo) => {
    const api = billingBackend(page, ownBackend, API_KEY);
    const account = await api.account("Personal");
    const cardsBefore = (await api.cards(account.id)).length;
    const amount = String((uiConfig.minimumTopupAmount ?? 0) + 23);
    const topUp = await choosePayPal(page, uiConfig, account, amount);

    await failNextPayPalApproval(page, "INSTRUMENT_DECLINED: the payer's funding source was declined");
    await answerInPayPal(page, "approve");
    const alert = topUp.getByRole("alert");
    await expect(alert).toContainText("PayPal did not finish the approval");
    await expect(alert).toContainText("Error: INSTRUMENT_DECLINED: the payer's funding source was declined");
    await expect(topUp.getByRole("spinbutton", { name: /^Amount/ })).toHaveValue(amount);
    await saveScreenshot(page, testInfo, `payments-paypal-refused-${provider}`);
    await expectNoSeriousA11yViolations(page);

    await answerInPayPal(page, "cancel");
    await expect(topUp.getByText("You closed PayPal before approving: nothing was charged.", { exact: false })).toBeVisible();
    await expect(alert).toHaveCount(0);
    await expect(topUp.getByRole("spinbutton", { name: /^Amount/ })).toHaveValue(amount);
    expect(await api.cards(account.id)).toHaveLength(cardsBefore);
  });

  test("without an amount, says approving only links PayPal for later top-ups, then links it and charges nothing", async ({ page, ownBackend, uiConfig }) => {
    const api = billingBackend(page, ownBackend, API_KEY);
    const account = await api.account("Personal");
    const before = account.running_totals?.credit_available ?? 0;
    const cardsBefore = (await api.cards(account.id)).length;
    const topUp = await choosePayPal(page, uiConfig, account, "");
    await expect(topUp.getByText("No amount entered: nothing is charged now")).toBeVisible();

    await answerInPayPal(page, "approve");
    await expect(topUp.getByText("PayPal is linked for later top-ups: nothing was charged.")).toBeVisible();
    expect(await api.cards(account.id)).toHaveLength(cardsBefore + 1);
    expect((await api.account("Personal")).running_totals?.credit_available).toBeCloseTo(before, 2);
  });
});
