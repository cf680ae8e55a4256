import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

/** Fails when the page is wider than the window: on a phone a screen scrolls up and down, never sideways. */
export async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, "the page is wider than the screen").toBeLessThanOrEqual(0);
}
