import { expect, test } from "./fixtures";

// The UI configuration is kept in localStorage for a day: a reload shows the console without waiting for it, and the
// console asks the API again in the background, so a change arrives on the same page.

test("a reload shows the console from the saved configuration while the API is asked again", async ({ page }) => {
  await page.goto("/app/");
  await expect(page.getByRole("heading", { level: 1, name: "Log in" })).toBeVisible();
  await expect.poll(() => page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith("uiConfig:")).length)).toBe(1);

  // The API's next answer carries login copy, and is held until the page has shown from the saved configuration.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/v1/config/ui/config", async (route) => {
    await held;
    const response = await route.fetch();
    const config = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...config, loginFormBefore: "<p>Fresh copy</p>" } });
  });
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Log in" })).toBeVisible();
  await expect(page.getByRole("note")).toHaveCount(0);
  release();
  await expect(page.getByRole("note")).toHaveText("Fresh copy");
});
