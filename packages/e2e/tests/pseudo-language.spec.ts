import type { Page } from "@playwright/test";
import { seededData } from "../src/screenData";
import { SCREENS } from "../src/screens";
import { E2E_RUNTIME_CONFIG } from "../src/serveApp";
import { expect, PHONE, test } from "./fixtures";
import { addTexts, dataTexts, formattedWords, isData, layoutBreaks, unmarkedTexts, type Leftover } from "./pseudoLanguage";

// Every screen of the console in the pseudo-language, at desktop and phone width: a deployment that offers it (its
// runtime configuration says so) lets a visitor pick it on the login screen; every text the catalogues give is then
// accented and about 40 % longer, so a text still in English is one the catalogues do not have, and a control whose
// text no longer fits shows where a longer language breaks the layout. The screens are the size check's.

const PSEUDO_LANGUAGE = "en-XA";

/**
 * English texts still in the code, being moved into the catalogues as this is written; each is named with where it
 * comes from, and at which widths it shows. Take an entry off once its text is in a catalogue.
 */
const BEING_TRANSLATED: Readonly<Record<string, readonly ("desktop" | "phone")[]>> = {};

/** Layout breaks found by this walk and not mended yet, and the widths they show at. */
const KNOWN_BREAKS: readonly { report: RegExp; widths: readonly ("desktop" | "phone")[] }[] = [
  // At 1280 px the network page is wider than the window (44 px).
  { report: /^network: the page is \d+ px wider/, widths: ["desktop"] },
  // At 390 px every screen, the login screen's too, is 23 to 51 px wider than the window: the shell's top bar (and the
  // login screen's language switch) do not wrap their longer texts.
  { report: /^[^:]+: the page is \d+ px wider/, widths: ["phone"] },
];
/**
 * Names every language writes as they are: each language's own name in the switches, and the products a provider
 * sells (images, engines), as their makers write them.
 */
const NAMES = ["English", "Bahasa Indonesia", "Ubuntu", "Debian", "AlmaLinux", "Rocky Linux", "CentOS Stream", "Windows Server", "PostgreSQL", "MariaDB", "Kubernetes", "s3cmd", "rclone"];

/** The screens the size check measures that the site has, at their addresses. */
async function screensOf(page: Page, origin: string, config: Parameters<(typeof SCREENS)[number]["enabled"]>[0]) {
  const api = async <T,>(path: string): Promise<T> => (await (await fetch(`${origin}/v1${path}`, { headers: { apikey: "e2e-pseudo" } })).json()) as T;
  const data = await seededData(api, config);
  return SCREENS.filter((screen) => screen.signedIn && screen.enabled(config)).flatMap((screen) => {
    const path = screen.path(data);
    return path ? [{ ...screen, path }] : [];
  });
}

test("every screen in the pseudo-language: no English left, no text cut off, nothing wider than the window", PHONE, async ({ page, ownBackend, uiConfig, mockConfig, isPhone }) => {
  test.skip(mockConfig !== "default", "The default configuration has every screen; another one would walk a part of them again.");
  // Every screen in turn: 1.7 minutes on a quiet machine, over 2.5 at load 18 on 2 cores.
  test.setTimeout(300_000);
  // The deployment offers the pseudo-language, for this test only.
  await page.route("**/app/config.json", (route) => route.fulfill({ json: { ...E2E_RUNTIME_CONFIG, pseudoLanguage: true }, headers: { "cache-control": "no-cache" } }));
  // A new account's profile names no language: the one picked on the login screen is followed.
  ownBackend.server.store.state.user.profile_data.lang = "";
  const data = dataTexts(ownBackend.server.store.state, uiConfig, NAMES);
  // What the API answers is data too (its descriptions are the platform's words, shown as they come). A body is read
  // after its response event; each check waits for the bodies still being read, so a text the screen shows from an
  // answer is known as data by then.
  const reading = new Set<Promise<void>>();
  page.on("response", (response) => {
    if (!new URL(response.url()).pathname.startsWith("/v1/") || !response.headers()["content-type"]?.includes("json")) return;
    const read: Promise<void> = response
      .json()
      .then((body: unknown) => addTexts(data, body), () => undefined)
      .finally(() => reading.delete(read));
    reading.add(read);
  });
  const words = formattedWords(uiConfig.siteLocale);
  const found: Leftover[] = [];
  const breaks: string[] = [];
  const check = async (screen: string) => {
    await Promise.all(reading);
    for (const leftover of await unmarkedTexts(page)) {
      if (!isData(leftover.text, data, words)) found.push({ text: leftover.text, where: `${screen}: ${leftover.where}` });
    }
    breaks.push(...(await layoutBreaks(page)).map((broken) => `${screen}: ${broken.what} (${broken.where})`));
  };

  const [login] = SCREENS;
  await page.goto("/app/");
  await login?.ready(page);
  await page.getByRole("combobox", { name: "Language" }).selectOption(PSEUDO_LANGUAGE);
  await expect(page.locator("html")).toHaveAttribute("lang", PSEUDO_LANGUAGE);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("⟦");
  await check("login");
  await page.locator("main form").getByRole("textbox").first().fill("e2e-pseudo");
  await page.locator('main form button[type="submit"]').first().click();
  // Signed in once the session keeps the key (the login screen's own heading would not say so).
  await expect.poll(() => page.evaluate(() => localStorage.getItem("apikey"))).toBe("e2e-pseudo");

  for (const screen of await screensOf(page, ownBackend.origin, uiConfig)) {
    await page.goto(screen.path);
    await expect(page.locator("html"), screen.label).toHaveAttribute("lang", PSEUDO_LANGUAGE);
    // A screen that fails in the pseudo-language (its error page instead) is a break of its own; the walk goes on.
    const failed = page.getByRole("main").getByRole("alert").first();
    const shown = await Promise.race([screen.ready(page).then(() => true), failed.waitFor().then(() => false)]);
    if (!shown) {
      const error = (await failed.innerText()).replace(/\s+/g, " ");
      breaks.push(`${screen.label}: the screen failed: ${error}`);
      continue;
    }
    // Shown in the pseudo-language (a heading may be data: the home screen's is the site's name).
    await page.getByRole("main").getByText("⟦").first().waitFor();
    await check(screen.label);
  }

  const width = isPhone ? "phone" : "desktop";
  const expected = Object.keys(BEING_TRANSLATED).filter((text) => BEING_TRANSLATED[text]?.includes(width));
  const left = found.filter((leftover) => !expected.includes(leftover.text));
  expect(left.map((leftover) => `${leftover.where}: '${leftover.text}'`), "English left on screen").toEqual([]);
  const known = KNOWN_BREAKS.filter((entry) => entry.widths.includes(width));
  expect(breaks.filter((broken) => !known.some((entry) => entry.report.test(broken))), "layout broken by longer texts").toEqual([]);
});
