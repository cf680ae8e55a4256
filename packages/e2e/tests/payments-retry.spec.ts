import { processorTag } from "../src/processorTags";
import { billingBackend, openAccountTab, siteMoney } from "./billingBackend";
import { expect, signedIn, test } from "./fixtures";

// A top-up whose answer is lost (the platform charged the card, then the connection dropped before the answer came
// back) must not charge again when the customer, told it failed, pays again: the console reads the credit history
// for the first try's credit before buying again. The mock's own card processor charges a saved card at once.

const API_KEY = "e2e-payments-retry";
const KEYWORD = "mock_creditcard";

test.describe("a card top-up retried after its answer was lost", processorTag(KEYWORD), () => {
  test.describe.configure({ timeout: 120_000 });

  test("charges once: the retry finds the first try's credit and buys nothing more", async ({ page, ownBackend, uiConfig }) => {
    await signedIn(page, API_KEY);
    const api = billingBackend(page, ownBackend, API_KEY);
    const money = siteMoney(uiConfig);
    const account = await api.account("Personal");
    const amount = (uiConfig.minimumTopupAmount ?? 0) + 31;

    // The first buy reaches the platform, which charges; its answer never reaches the page.
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

    await openAccountTab(page, account, "topup");
    const topUp = page.getByRole("region", { name: "Top up" });
    await topUp.getByRole("spinbutton", { name: /^Amount/ }).fill(String(amount));
    await expect(topUp.getByRole("combobox", { name: "Card" })).not.toHaveValue("new");
    await topUp.getByRole("button", { name: "Pay" }).click();
    await expect(page.getByText("Failed to top up")).toBeVisible();
    await expect(topUp.getByRole("spinbutton", { name: /^Amount/ })).toHaveValue(String(amount));
    // The platform did charge: the credit is there although the page was told nothing.
    expect((await api.credits(account.id)).filter((credit) => credit.amount === amount)).toHaveLength(1);

    await topUp.getByRole("button", { name: "Pay" }).click();
    await expect(page.getByText(`Top-up of ${money(amount)} paid`)).toBeVisible();
    expect(buys).toHaveLength(1);
    expect((await api.credits(account.id)).filter((credit) => credit.amount === amount)).toEqual([expect.objectContaining({ description: "Top-up with card" })]);
  });
});
