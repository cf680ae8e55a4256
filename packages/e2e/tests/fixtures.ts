import { test as base, expect, type Page, type TestInfo } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import type { ProviderId } from "../src/environment";

/** The provider a test project runs against (`warren-desktop` -> `warren`). */
export function providerOf(testInfo: TestInfo): ProviderId {
  return testInfo.project.metadata.provider as ProviderId;
}

export const test = base.extend<{ provider: ProviderId }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern.
  provider: async ({}, use, testInfo) => use(providerOf(testInfo)),
  page: async ({ page }, use) => {
    // Every test starts on the real backend (the proxied mock server), not the in-browser mock.
    await page.addInitScript(() => {
      if (!localStorage.getItem("enableMockApi")) localStorage.setItem("enableMockApi", "false");
    });
    await use(page);
  },
});

/** Fails on any serious or critical accessibility violation of the page as it is now. */
export async function expectNoSeriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical");
  expect(serious.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`)).toEqual([]);
}

/** Saves a full-page screenshot as a test artifact. */
export async function saveScreenshot(page: Page, testInfo: TestInfo, name: string) {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(name, { path, contentType: "image/png" });
}

export { expect };
