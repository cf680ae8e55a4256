// The visual comparison with the committed baselines under visual-baselines/ (`pnpm --filter @cloudconsole/e2e
// visual:update` redraws them after an intended change): one file per provider, width, screen (and language, other
// than English) and colour scheme. A difference beyond the tolerance in playwright.config.ts fails and writes the
// expected, actual and diff images to the test's output.
import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

/** The moment the pages are drawn at, in the browser and the backend alike, so every date and figure is the same on every run. */
export const DRAWN_AT = Date.UTC(2026, 5, 15, 9);

const SCHEMES = ["light", "dark"] as const;

/** Waits until the page is done drawing: fonts loaded, images decoded, no finite animation running. */
async function settled(page: Page) {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.waitForFunction(() => [...document.images].every((image) => image.complete));
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== "running" || animation.effect?.getTiming().iterations === Infinity));
}

/** Compares the page with its baselines in both schemes (`<name>-light.png`, `<name>-dark.png`), then leaves it light. */
export async function expectBaselines(page: Page, name: string) {
  for (const colorScheme of SCHEMES) {
    await page.emulateMedia({ colorScheme });
    await expect(page.locator("html")).toHaveAttribute("data-color-scheme", colorScheme);
    await settled(page);
    await expect(page).toHaveScreenshot(`${name}-${colorScheme}.png`);
  }
  await page.emulateMedia({ colorScheme: "light" });
}
