import type { Page, Route } from "@playwright/test";
import { expect, expectNoSeriousA11yViolations, PHONE, saveScreenshot, signedIn, test } from "./fixtures";

const BAD_GATEWAY_PAGE = "<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n<body>\r\n<center><h1>502 Bad Gateway</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n";
const UNAVAILABLE_PAGE = "<!DOCTYPE html><html><head><title>503 Service Unavailable</title></head><body><h1>Service Unavailable</h1><p>The server is temporarily unable to service your request.</p></body></html>";

/**
 * Puts the API behind a switch: while `down`, every call gets `answer`; once `up()` is called, calls go on to the
 * backend (each one's path reported to `passedOn`). While held (`hold()` until `release()`), every call waits first.
 * An installed page clock still runs on by itself, and a try can also come early when the page regains focus (the
 * query layer continues a waiting retry then), so a test holds the calls while it presses 'Retry now': the button is
 * still there to be pressed, and the outcome it sees follows from the press. `affects` picks the calls the switch
 * applies to (by default all); any other goes on to the backend untouched.
 */
async function switchableBackend(page: Page, answer: (route: Route) => Promise<void>, passedOn: (path: string) => void = () => undefined, affects: (route: Route) => boolean = () => true) {
  let down = true;
  let gate: Promise<void> | undefined;
  let openGate: () => void = () => undefined;
  await page.route("**/v1/**", async (route) => {
    if (!affects(route)) return route.fallback();
    if (gate) await gate;
    if (!down) {
      passedOn(new URL(route.request().url()).pathname);
      return route.fallback();
    }
    return answer(route);
  });
  return {
    /** Holds every call until `release()`. */
    hold: () => {
      gate = new Promise<void>((resolve) => {
        openGate = resolve;
      });
    },
    release: () => {
      gate = undefined;
      openGate();
    },
    up: () => {
      down = false;
    },
  };
}

/** The loading screen's polite live region. */
function connectionStatus(page: Page) {
  return page.getByTestId("loading-screen").getByRole("status");
}

test.describe("reaching the server", () => {
  test("an unreachable backend: 'connecting', then which try and what failed, and 'Retry now' recovers", PHONE, async ({ page }, testInfo) => {
    await page.clock.install();
    const backend = await switchableBackend(page, (route) => route.abort("connectionrefused"));
    backend.hold();
    await page.goto("/app/");
    // The logo waits up to 2 s (metal's delay); the words come within it.
    await page.clock.runFor(2_000);
    await expect(connectionStatus(page)).toHaveText("Connecting to the server…");
    await expect(page.getByTestId("loading-screen").getByRole("img")).toBeVisible();
    await saveScreenshot(page, testInfo, "connecting");
    await expectNoSeriousA11yViolations(page);

    backend.release();
    await expect(connectionStatus(page)).toContainText("Retrying the connection to the server (try 2 of 4)…");
    await expect(connectionStatus(page)).toContainText("The last try failed: Failed to connect to server");
    await saveScreenshot(page, testInfo, "retrying-unreachable");
    await expectNoSeriousA11yViolations(page);

    backend.hold();
    backend.up();
    // The button is the first stop of the keyboard; the try it brings is answered once the calls are released.
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Retry now" })).toBeFocused();
    await page.keyboard.press("Enter");
    backend.release();
    await expect(page.getByRole("heading", { level: 1, name: "Log in" })).toBeVisible();
  });

  test("a backend behind a proxy answering 502: the failure in words, and 'Retry now' recovers", PHONE, async ({ page }, testInfo) => {
    await page.clock.install();
    const backend = await switchableBackend(page, (route) => route.fulfill({ status: 502, contentType: "text/html", body: BAD_GATEWAY_PAGE }));
    await page.goto("/app/");
    await expect(connectionStatus(page)).toContainText("Retrying the connection to the server (try 2 of 4)…");
    await expect(connectionStatus(page)).toContainText("The last try failed: The server answered with a web page instead of data (HTTP 502)");
    await expect(page.getByText("<html>")).toHaveCount(0);
    await page.clock.runFor(2_000);
    await saveScreenshot(page, testInfo, "retrying-bad-gateway");
    await expectNoSeriousA11yViolations(page);

    backend.hold();
    backend.up();
    await page.getByRole("button", { name: "Retry now" }).click();
    backend.release();
    await expect(page.getByRole("heading", { level: 1, name: "Log in" })).toBeVisible();
  });

  test("an HTML error page is named in words, its markup behind a disclosure", PHONE, async ({ page }, testInfo) => {
    await page.route("**/v1/config/ui/config", (route) => route.fulfill({ status: 503, contentType: "text/html", body: UNAVAILABLE_PAGE }));
    await page.goto("/app/");
    const alert = page.getByRole("alert");
    await expect(alert).toContainText("The server answered with a web page instead of data (HTTP 503)");
    await expect(alert.getByRole("button", { name: "Reload page" })).toBeVisible();
    const markup = alert.locator("pre");
    await expect(markup).toBeHidden();
    await alert.getByText("Show what the server sent").click();
    await expect(markup).toBeVisible();
    await expect(markup).toContainText("<title>503 Service Unavailable</title>");
    await saveScreenshot(page, testInfo, "html-error-page");
    await expectNoSeriousA11yViolations(page);
  });

  test("an HTML page answered with status 200 where data was expected is named in words", async ({ page }) => {
    await page.route("**/v1/config/ui/config", (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<!DOCTYPE html><html><body>Please sign in to the network</body></html>" }));
    await page.goto("/app/");
    await expect(page.getByRole("alert")).toContainText("The server answered with a web page instead of data (HTTP 200)");
    await page.getByText("Show what the server sent").click();
    await expect(page.getByRole("alert").locator("pre")).toContainText("Please sign in to the network");
  });
});

test.describe("losing the server mid-session", () => {
  /** The spec's 60 s freshness, and a little more: the data on screen is then refreshed in the background. */
  const PAST_FRESHNESS_MS = 61_000;
  /** The spec's wait between tries of a call that could not connect. */
  const RETRY_DELAY_MS = 7_000;

  test("the data on screen says since when it is as soon as a refresh fails, and the notice goes when the server answers", async ({ page, ownBackend }, testInfo) => {
    void ownBackend;
    await page.clock.install();
    await signedIn(page, "e2e-key");
    // Access is on every provider's console.
    await page.goto("/app/access");
    const tokens = page.getByRole("region", { name: "API tokens" }).getByRole("table");
    await expect(tokens).toBeVisible();
    const banner = page.getByRole("status").filter({ hasText: "Failed to connect to server" });
    await expect(banner).toHaveCount(0);

    // The API goes away; the data ages past its freshness and the visitor comes back to the tab: it is refreshed.
    let down = true;
    await page.route("**/v1/**", (route) => (down ? route.abort("connectionrefused") : route.fallback()));
    await page.clock.runFor(PAST_FRESHNESS_MS);
    await page.evaluate(() => window.dispatchEvent(new Event("visibilitychange")));
    await expect(banner).toContainText(/^Failed to connect to server\. Showing data from .+ until the connection returns\.$/);
    // What was on screen stays, under the notice.
    await expect(tokens).toBeVisible();
    await saveScreenshot(page, testInfo, "connection-lost-mid-session");
    await expectNoSeriousA11yViolations(page);

    // The API is back: the next try (the query layer's, 7 s later) gets an answer and the notice goes.
    down = false;
    await page.clock.runFor(RETRY_DELAY_MS);
    await expect(banner).toHaveCount(0);
    await expect(tokens).toBeVisible();
  });

  test("'Retry now' refreshes at once once the server answers again", async ({ page, ownBackend }) => {
    void ownBackend;
    await page.clock.install();
    await signedIn(page, "e2e-key");
    await page.goto("/app/access");
    await expect(page.getByRole("region", { name: "API tokens" }).getByRole("table")).toBeVisible();
    // The server answers again from the moment 'Retry now' is pressed: a call made before then (a refresh of data
    // that went stale) still gets the 502.
    const afterPress: string[] = [];
    const backend = await switchableBackend(page, (route) => route.fulfill({ status: 502, contentType: "text/html", body: BAD_GATEWAY_PAGE }), (path) => afterPress.push(path));
    await page.clock.runFor(PAST_FRESHNESS_MS);
    await page.evaluate(() => window.dispatchEvent(new Event("visibilitychange")));
    const banner = page.getByRole("status").filter({ hasText: "Failed to connect to server" });
    await expect(banner).toBeVisible();
    const retryNow = page.getByRole("button", { name: "Retry now" });
    await expect(retryNow).toBeVisible();
    backend.hold();
    backend.up();
    await retryNow.click();
    backend.release();
    await expect(banner).toHaveCount(0);
    // At once, without the clock moving on: the button refreshed everything on screen, the configuration too (which
    // stays fresh for a day, so nothing else would have asked for it).
    expect(afterPress).toContain("/v1/config/ui/config");
  });

  test("a change that cannot reach the server: the connection notice instead of an error toast, and what was typed stays", async ({ page, ownBackend }, testInfo) => {
    void ownBackend;
    await signedIn(page, "e2e-key");
    await page.goto("/app/access");
    await page.getByRole("main").getByRole("link", { name: "Create API token" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "New API token" })).toBeVisible();
    // Only creating the token finds no network: everything on screen was fetched and stays fresh.
    const createsToken = (route: Route) => route.request().method() === "POST" && new URL(route.request().url()).pathname.endsWith("/user-resource/token");
    const backend = await switchableBackend(page, (route) => route.abort("internetdisconnected"), undefined, createsToken);
    const description = page.getByRole("textbox", { name: /^Description/ });
    await description.fill("deploy bot");
    const banner = page.getByRole("status").filter({ hasText: "Failed to connect to server" });

    backend.hold();
    await page.getByRole("button", { name: "Create API token" }).click();
    // The call is on its way (held): nothing is said yet.
    await expect(page.getByRole("button", { name: "Create API token" })).toHaveAttribute("aria-busy", "true");
    await expect(banner).toHaveCount(0);
    backend.release();
    await expect(banner).toContainText(/^Failed to connect to server\. Showing data from .+ until the connection returns\.$/);
    await expect(description).toHaveValue("deploy bot");
    await expect(page.getByText("Failed to create kong token")).toHaveCount(0);
    await expect(page.getByText(/^Error: /)).toHaveCount(0);
    await saveScreenshot(page, testInfo, "change-without-connection");
    await expectNoSeriousA11yViolations(page);

    // The network is back: 'Retry now' finds the server, the notice goes, and the same form creates the token.
    backend.up();
    await page.getByRole("button", { name: "Retry now" }).click();
    await expect(banner).toHaveCount(0);
    await page.getByRole("button", { name: "Create API token" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "API token created" })).toBeVisible();
  });
});
