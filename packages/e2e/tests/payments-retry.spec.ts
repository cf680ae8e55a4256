import type { Page } from "@playwright/test";
import { processorTag } from "../src/processorTags";
import { billingBackend, openAccountTab, siteMoney } from "./billingBackend";
import { expect, signedIn, test, type OwnBackend, type UiConfig } from "./fixtures";

// A top-up whose answer is lost (the platform charged the card, then the connection dropped before the answer came
// back) must not charge again when the customer, told the connection failed, pays again: the console reads the credit history
// for the first try's credit before buying again, also after a reload in between. The mock's own card processor
// charges a saved card at once.

const API_KEY = "e2e-payments-retry";
const KEYWORD = "mock_creditcard";
/** The connection banner's words. */
const CONNECTION_LOST = "Failed to connect to server";

/** Counts the page's `credit/buy` calls and drops the answer of the first, after the platform has charged. */
async function loseFirstBuyAnswer(page: Page): Promise<string[]> {
  const buys: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.endsWith("/payment/credit/buy")) buys.push(request.url());
  });
  await page.route(
    (url) => url.pathname.endsWith("/payment/credit/buy"),
    async (route) => {
      await route.fetch();
      await route.abort("connectionreset");
    },
    { times: 1 },
  );
  return buys;
}

/** Whether the connection banner has shown since this was called, however briefly. */
async function watchForConnectionLoss(page: Page): Promise<() => Promise<boolean>> {
  await page.evaluate((text) => {
    const record = window as unknown as { sawConnectionLoss?: boolean };
    record.sawConnectionLoss = false;
    const look = () => {
      if ([...document.querySelectorAll('[role="status"]')].some((status) => status.textContent?.includes(text))) record.sawConnectionLoss = true;
    };
    new MutationObserver(look).observe(document.body, { childList: true, subtree: true, characterData: true });
  }, CONNECTION_LOST);
  return () => page.evaluate(() => (window as unknown as { sawConnectionLoss?: boolean }).sawConnectionLoss === true);
}

/** Types the amount into the top-up form and pays with the saved card it offers. */
async function payWithSavedCard(page: Page, amount: number) {
  const topUp = page.getByRole("region", { name: "Top up" });
  await topUp.getByRole("spinbutton", { name: /^Amount/ }).fill(String(amount));
  await expect(topUp.getByRole("combobox", { name: "Card" })).not.toHaveValue("new");
  await topUp.getByRole("button", { name: "Pay" }).click();
  return topUp;
}

test.describe("a card top-up retried after its answer was lost", processorTag(KEYWORD), () => {
  test.describe.configure({ timeout: 120_000 });

  /** Signs in, loses the first buy's answer, and pays `extra` over the minimum once: told it failed, but charged. */
  async function payAndLoseAnswer(page: Page, ownBackend: OwnBackend, uiConfig: UiConfig, extra: number) {
    await signedIn(page, API_KEY);
    const api = billingBackend(page, ownBackend, API_KEY);
    const account = await api.account("Personal");
    const amount = (uiConfig.minimumTopupAmount ?? 0) + extra;
    // Only this test's credits count: the seed may hold top-ups of the same amount.
    const seeded = new Set((await api.credits(account.id)).map((credit) => credit.id));
    const creditsOfTopup = async () => (await api.credits(account.id)).filter((credit) => credit.amount === amount && !seeded.has(credit.id));
    const buys = await loseFirstBuyAnswer(page);
    await openAccountTab(page, account, "topup");
    const sawConnectionLoss = await watchForConnectionLoss(page);
    const topUp = await payWithSavedCard(page, amount);
    // A lost answer is a lost connection: the connection banner says so (not an error toast) and the form keeps the
    // amount. The banner goes once the next call gets through (the server is up), so what is checked is that it showed.
    await expect.poll(sawConnectionLoss, { message: "the connection banner showed" }).toBe(true);
    await expect(topUp.getByRole("spinbutton", { name: /^Amount/ })).toHaveValue(String(amount));
    // The platform did charge: the credit is there although the page was told nothing.
    expect(await creditsOfTopup()).toHaveLength(1);
    return { amount, buys, creditsOfTopup };
  }

  test("charges once: the retry finds the first try's credit and buys nothing more", async ({ page, ownBackend, uiConfig }) => {
    const { amount, buys, creditsOfTopup } = await payAndLoseAnswer(page, ownBackend, uiConfig, 31);

    await page.getByRole("region", { name: "Top up" }).getByRole("button", { name: "Pay" }).click();
    await expect(page.getByText(`Top-up of ${siteMoney(uiConfig)(amount)} paid`)).toBeVisible();
    expect(buys).toHaveLength(1);
    expect(await creditsOfTopup()).toEqual([expect.objectContaining({ description: "Top-up with card" })]);
  });

  test("charges once across a reload between the lost answer and the retry", async ({ page, ownBackend, uiConfig }) => {
    const { amount, buys, creditsOfTopup } = await payAndLoseAnswer(page, ownBackend, uiConfig, 37);

    await page.reload();
    await payWithSavedCard(page, amount);
    await expect(page.getByText(`Top-up of ${siteMoney(uiConfig)(amount)} paid`)).toBeVisible();
    expect(buys).toHaveLength(1);
    expect(await creditsOfTopup()).toEqual([expect.objectContaining({ description: "Top-up with card" })]);
  });
});
