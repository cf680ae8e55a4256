import type { Page } from "@playwright/test";
import { expect, expectNoSeriousA11yViolations, test } from "./fixtures";

// The provider's login copy (loginFormBefore, loginFormInner, loginForm) is HTML from the UI configuration. These
// tests serve the backend's configuration with copy added, hostile parts included, and check what the visitor gets.

const COPY = {
  loginFormBefore: '<p><strong>Planned maintenance</strong> on Sunday.</p><script>window.injected = "script"</script>',
  loginFormInner: '<p>New here? Read the <a href="https://example.com/start" target="_blank" onclick="window.injected = \'handler\'">guide</a>.</p>',
  loginForm: '<p><em>Support</em> answers around the clock.</p><img src="x" onerror="window.injected = \'image\'">',
};

/** Serves the backend's UI configuration with `extra` over it. */
async function serveConfigWith(page: Page, extra: Record<string, string>) {
  await page.route("**/v1/config/ui/config", async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...config, ...extra } });
  });
}

/** The sanitiser's chunk, requested by the page. */
const isSanitizer = (url: string) => /\/sanitizeLoginCopy-[^/]+\.js$/.test(url);

test("the provider's login copy shows before, inside and after the form, with links and formatting kept and nothing run", async ({ page }) => {
  await serveConfigWith(page, COPY);
  await page.goto("/app/");
  const notes = page.getByRole("note");
  await expect(notes).toHaveText(["Planned maintenance on Sunday.", "New here? Read the guide.", "Support answers around the clock."]);
  await expect(notes.nth(0).locator("strong")).toHaveText("Planned maintenance");
  const guide = notes.nth(1).getByRole("link", { name: "guide" });
  await expect(guide).toHaveAttribute("href", "https://example.com/start");
  await expect(guide).toHaveAttribute("rel", "noopener noreferrer");
  await expect(guide).not.toHaveAttribute("onclick");
  await expect(page.locator("[role=note] :is(script, img)")).toHaveCount(0);
  expect(await page.evaluate(() => (window as { injected?: string }).injected)).toBeUndefined();
  await expectNoSeriousA11yViolations(page);
});

test("a site without login copy never loads the sanitiser", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (request) => void (request.resourceType() === "script" && scripts.push(request.url())));
  await serveConfigWith(page, { loginFormBefore: "", loginFormInner: "", loginForm: "" });
  await page.goto("/app/");
  await expect(page.getByRole("heading", { level: 1, name: "Log in" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(scripts.filter(isSanitizer)).toEqual([]);
  await expect(page.getByRole("note")).toHaveCount(0);
});
