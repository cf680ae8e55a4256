import { expect, expectNoSeriousA11yViolations, PHONE, saveScreenshot, signedIn, test } from "./fixtures";
import { expectNoSidewaysScroll } from "./screenFit";

// On a phone a list is a column of cards, each with its name, state and the one figure that matters, all in view;
// a "Sort by" select stands in for the column headers. The desktop keeps its tables (compute.spec.ts, billing.spec.ts).

test.skip(({ isPhone }) => !isPhone, "the cards are the phone's layout; wider screens keep the tables");
test.beforeEach(({ page }) => signedIn(page, "e2e-phone-lists"));

test("shows each VM as a card of two lines, its OS and size in view, sorted by the select", PHONE, async ({ page, mockConfig, ownBackend: _backend }, testInfo) => {
  test.skip(mockConfig !== "default", "virtual machines come with the default configuration");
  await page.goto("/app/compute");
  const list = page.getByRole("region", { name: "Virtual machines table" });
  const cards = list.getByRole("row").filter({ has: page.getByRole("link") });
  await expect(cards.first()).toBeVisible();
  // Name, state, OS and size, each whole within the screen.
  const cell = (column: number) => cards.first().getByRole("cell").nth(column);
  // The card's cells: name, status, OS, size (the location, addresses and account are on the VM's page).
  await expect(cards.first().getByRole("cell")).toHaveCount(4);
  for (const column of [0, 1, 2, 3]) await expect(cell(column)).toBeInViewport({ ratio: 1 });
  await expect(cell(2)).toHaveText(/\S/);
  await expect(cell(3)).toHaveText(/\d+ \/ \d/);
  // Every card as tall as the next: a long list stays virtual.
  const heights = await cards.evaluateAll((rows) => [...new Set(rows.map((row) => row.getBoundingClientRect().height))]);
  expect(heights).toEqual([64]);
  await expectNoSidewaysScroll(page);
  await saveScreenshot(page, testInfo, "vm-cards");
  await expectNoSeriousA11yViolations(page);

  const names = () => cards.getByRole("link").allTextContents();
  const ascending = await names();
  await page.getByRole("combobox", { name: "Sort by" }).selectOption({ label: "Name, descending" });
  await expect.poll(names).toEqual([...ascending].reverse());
});

test("shows each billing account as a card with its credit in view, a restriction's explanation folded behind its state", PHONE, async ({ page, ownBackend: _backend }, testInfo) => {
  await page.goto("/app/billing");
  const table = page.getByRole("table", { name: "Billing accounts" });
  const explanation = table.getByText("Top up the account to lift the limit.");
  const limited = table.getByRole("row").filter({ has: page.getByText("Top up the account to lift the limit.") });
  await expect(limited.getByRole("rowheader")).toBeInViewport({ ratio: 1 });
  await expect(limited.getByRole("cell").last()).toHaveText(/\d/);
  for (const card of await table.getByRole("row").filter({ has: page.getByRole("link") }).all()) {
    // The available credit, the card's figure, whole within the screen beside the title.
    await expect(card.getByRole("cell").last()).toBeInViewport({ ratio: 1 });
  }
  await expect(explanation).toBeHidden();
  await expectNoSidewaysScroll(page);
  await saveScreenshot(page, testInfo, "billing-cards");
  await expectNoSeriousA11yViolations(page);

  await limited.getByText("Limited", { exact: true }).click();
  await expect(explanation).toBeVisible();
  // Opening the explanation is not following the account's link.
  await expect(page).toHaveURL(/\/app\/billing$/);
  await expectNoSeriousA11yViolations(page);

  const titles = () => table.getByRole("rowheader").allTextContents();
  const before = await titles();
  await page.getByRole("combobox", { name: "Sort by" }).selectOption({ label: "Title, descending" });
  await expect.poll(titles).toEqual([...before].reverse());
});
