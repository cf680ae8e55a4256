import type { Page } from "@playwright/test";
import { MOCK_STORAGE_KEY } from "@cloudconsole/mock-api/constants";
import { expect, expectNoSeriousA11yViolations, saveScreenshot, signedIn, test } from "./fixtures";

// Text people type, shown as they typed it: a name holding Unicode direction controls cannot pass for another.

const API_KEY = "e2e-names";
const FLAG = "Contains direction-changing characters";

/** The left edges of the first and the last character drawn in `selector`'s first match, in page pixels. */
async function edgesOfText(page: Page, selector: string): Promise<{ first: number; last: number }> {
  return page.locator(selector).first().evaluate((element) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    const texts: Text[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) if (node instanceof Text && node.data.length > 0) texts.push(node);
    const box = (text: Text | undefined, at: "first" | "last") => {
      if (!text) return Number.NaN;
      const range = document.createRange();
      const index = at === "first" ? 0 : text.data.length - 1;
      range.setStart(text, index);
      range.setEnd(text, index + 1);
      return range.getBoundingClientRect().left;
    };
    return { first: box(texts[0], "first"), last: box(texts.at(-1), "last") };
  });
}

test.describe("names with direction controls", () => {
  test.skip(({ mockConfig }) => mockConfig !== "default", "virtual machines come with the default configuration; the metal one has only bare metal");

  test("a VM renamed to start with a right-to-left override reads in the order typed, and is flagged", async ({ page, ownBackend }, testInfo) => {
    const list = (await (await page.request.get(`${ownBackend.origin}/v1/tll/user-resource/vm/list`, { headers: { apikey: API_KEY } })).json()) as { uuid: string; name: string; status: string }[];
    const vm = list.find((candidate) => candidate.status === "running") ?? list[0];
    if (!vm) throw new Error("the demo seed has no VM in tll");
    await signedIn(page, API_KEY);
    await page.goto(`/app/compute/vm/tll/${vm.uuid}?tab=settings`);
    // The tab is whole once its last card has its data (the operating systems): typing before then, on a busy
    // machine, can go into a form that is drawn again.
    await expect(page.getByRole("button", { name: "Reinstall" })).toBeVisible();
    const name = page.getByRole("textbox", { name: "Name", exact: true });
    // What this test is about is how the name reads once saved; a form drawn again under the typing (a busy
    // machine's late chunk) is typed into once more.
    await expect(async () => {
      await name.fill("\u202Eevil.exe");
      await expect(name).toHaveValue("\u202Eevil.exe", { timeout: 2_000 });
    }).toPass();
    await page.getByRole("button", { name: "Rename" }).click();

    // Shown as typed: the override by its code point, then 'evil.exe' left to right (never 'exe.live').
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading.locator("bdi")).toHaveText("⟨U+202E⟩evil.exe");
    await expect(heading.getByRole("img", { name: FLAG })).toBeVisible();
    const edges = await edgesOfText(page, "main h1 bdi");
    expect(edges.first).toBeLessThan(edges.last);
    // The toast that confirms it, and the category's list beside the page, show it the same way.
    await expect(page.getByText("Virtual machine renamed")).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Compute resources" }).getByRole("link", { name: /^Contains direction-changing characters ⟨U\+202E⟩evil\.exe/ })).toBeVisible();
    await saveScreenshot(page, testInfo, "vm-name-with-direction-controls");
    await expectNoSeriousA11yViolations(page);

    await page.goto("/app/compute");
    const row = page.getByRole("row").filter({ has: page.getByRole("img", { name: FLAG }) });
    await expect(row.locator("bdi").first()).toHaveText("⟨U+202E⟩evil.exe");
  });
});

test.describe("the in-browser mock's saved data", () => {
  test("saved data of the wrong shape is replaced by fresh demo data instead of breaking every screen", async ({ page, provider }) => {
    // State of the right version but the wrong shape: before, every screen (the login screen too) said 'e.vms is not iterable'.
    await page.addInitScript(
      ([key, scope]) => {
        if (sessionStorage.getItem("seeded")) return;
        sessionStorage.setItem("seeded", "yes");
        localStorage.setItem("enableMockApi", "true");
        localStorage.setItem(key, JSON.stringify({ key: scope, state: { version: 3, vms: { broken: true }, user: null } }));
      },
      [MOCK_STORAGE_KEY, `${provider}|`] as const,
    );
    await page.goto("/app/");
    await expect(page.getByRole("switch", { name: "Use mock API" })).toBeChecked();
    await page.getByRole("button", { name: "Log In" }).click();
    await expect(page.getByRole("button", { name: "Log out" })).toBeVisible();
    await page.goto("/app/compute");
    await expect(page.getByRole("navigation", { name: "Resource categories" })).toBeVisible();
    await expect(page.getByText(/is not iterable/)).toHaveCount(0);
    const saved = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? "{}") as { state?: { vms?: unknown } }, MOCK_STORAGE_KEY);
    expect(Array.isArray(saved.state?.vms)).toBe(true);
  });
});
