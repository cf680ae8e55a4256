// Each integration turned on in turn, in Chromium through nginx, under the policy the brands start script wrote for
// it: every vendor's host answered by a local double at its real name (Chromium's host resolver sends it there), the
// login screen and the signed-in screen that loads the vendor open with no violation, and the vendor's script runs.
// A provider's own build and platform settings turn on its chat and processors, as its real platform would; Auth0,
// Sentry and an API elsewhere are the deployment's (CONSOLE_INTEGRATIONS, CONSOLE_SENTRY_DSN, CONSOLE_API_ORIGIN).
import { chromium, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { mockUiConfig } from "@cloudconsole/mock-api";
import { MOCK_API_KEY } from "@cloudconsole/mock-api/constants";
import { chatScriptFor } from "../../../packages/console/src/features/chat/chatWidget";
import { CSP_VENDORS, type CspVendor } from "../src/cspVendors";
import { integrationsOf } from "../src/integrations";
import { loadProviders, type ProviderModules } from "../src/providers";
import { CHROMIUM, CHROMIUM_ARGS, openPage, settled, watchPolicyViolations } from "./chromium";
import { startServedConsole, type ServedConsole } from "./servedConsole";
import { chatScript, startVendorDoubles, type VendorDoubles } from "./vendorDoubles";

const API_HOST = "api.console-vendors.example";
const AUTH0_TENANT = "console-vendors.eu.auth0.com";
const SENTRY_DSN = "https://0123abcd@o12345.ingest.sentry.io/678";

/** The vendors a page loads (not the deployment's own hosts), and the providers that between them turn each on. */
const providers = await loadProviders();
const integrationsOfProvider = ({ settings, platform }: ProviderModules) => integrationsOf(mockUiConfig(settings.mockConfig, platform), settings.reporting);
const pageVendors = new Set(providers.flatMap(integrationsOfProvider));
/** Fewest providers covering every vendor some provider uses: the one with most uncovered vendors first. */
const covering: ProviderModules[] = [];
for (const uncovered = new Set(pageVendors); uncovered.size > 0; ) {
  const count = (provider: ProviderModules) => integrationsOfProvider(provider).filter((vendor) => uncovered.has(vendor)).length;
  const best = [...providers].sort((a, b) => count(b) - count(a))[0];
  if (!best) break;
  covering.push(best);
  for (const vendor of integrationsOfProvider(best)) uncovered.delete(vendor);
}

/** A concrete address on a vendor's first host of a directive (a wildcard becomes a subdomain). */
function vendorUrl(vendor: CspVendor, directive: "connect-src" | "frame-src"): string {
  const host = (vendor.sources[directive] ?? []).find((source) => source.startsWith("https://")) ?? "https://missing.example";
  return `${host.replace("*.", "double.")}/${directive}`;
}

// Each chat vendor's script, at the address the console's loader asks for, from every provider's chat settings.
const chatScripts = new Map<string, string>();
for (const { settings, platform } of providers) {
  const chat = mockUiConfig(settings.mockConfig, platform).chatConfig;
  const found = chat ? chatScriptFor(chat) : undefined;
  if (chat && found && "script" in found) {
    const vendor: CspVendor = CSP_VENDORS[chat.type as keyof typeof CSP_VENDORS];
    chatScripts.set(found.script.src, chatScript(chat.type, vendorUrl(vendor, "connect-src"), vendorUrl(vendor, "frame-src")));
  }
}

let doubles: VendorDoubles;
let browser: Browser;
let served: ServedConsole | undefined;
let context: BrowserContext | undefined;

beforeAll(async () => {
  doubles = await startVendorDoubles({ apiHost: API_HOST, backend: () => served?.mock.origin ?? "http://127.0.0.1:9", chatScripts });
  browser = await chromium.launch({ executablePath: CHROMIUM, args: [...CHROMIUM_ARGS, ...doubles.chromiumArgs] });
});

afterEach(async () => {
  await context?.close();
  context = undefined;
  await served?.close();
  served = undefined;
});

afterAll(async () => {
  await browser?.close();
  await doubles?.close();
});

/** Serves `brand` with the start scripts over `env` and the backend as given; opens the login screen, watched. */
async function openLogin(brand: string, env: Record<string, string>, mockOptions: Parameters<typeof startServedConsole>[0]["mockOptions"]) {
  served = await startServedConsole({ firstPort: 4840, brands: [brand], env, mockOptions });
  context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await openPage(context);
  const violations = await watchPolicyViolations(page);
  await page.goto(`${served.origin}/app/`);
  await page.getByRole("heading", { level: 1, name: "Log in" }).waitFor();
  await settled(page);
  return { page, violations, origin: served.origin };
}

async function signIn(page: Page) {
  await page.getByRole("textbox", { name: "API key" }).fill(MOCK_API_KEY);
  await page.getByRole("button", { name: "Log In" }).click();
  await page.getByRole("button", { name: "Log out" }).waitFor();
  await settled(page);
}

/** Opens Personal's billing account at a tab. */
async function openPersonal(page: Page, origin: string, tab: "cards" | "topup") {
  await page.goto(`${origin}/app/billing`);
  await page.getByRole("table", { name: "Billing accounts" }).getByRole("link", { name: /Personal/ }).click();
  await page.waitForURL(/\/app\/billing\/account\/[^/?]+$/);
  await page.goto(`${page.url()}?tab=${tab}`);
}

/** Where each processor's script or frames come from, once its form opens. */
const PROCESSOR_LOADS: Record<string, RegExp> = {
  stripe: /^https:\/\/js\.stripe\.com\//,
  omise: /^https:\/\/cdn\.omise\.co\/omise\.js$/,
  "adyen-test": /^https:\/\/checkoutshopper-test\.adyen\.com\//,
  paypal: /^https:\/\/www\.paypal\.com\/sdk\/js\?/,
};

describe("each integration in Chromium through nginx, under the policy written for it", () => {
  it.each(covering.map((provider) => [provider.settings.id, integrationsOfProvider(provider).join(", "), provider] as const))(
    "%s's build and platform (%s): login, the vendors' scripts and frames in the signed-in console, nothing blocked",
    async (brand, _integrations, { settings, platform }) => {
      const { page, violations, origin } = await openLogin(brand, {}, { configName: settings.mockConfig, platform });
      await signIn(page);
      const config = mockUiConfig(settings.mockConfig, platform);
      // The chat widget first, on the home screen: a processor's form takes the customer to billing.
      const vendors = integrationsOfProvider({ settings, platform }).sort((a, b) => Number(a in PROCESSOR_LOADS) - Number(b in PROCESSOR_LOADS));
      const chats: unknown[] = [];
      for (const vendor of vendors) {
        const load = PROCESSOR_LOADS[vendor];
        if (!load) {
          // The chat widget starts once the signed-in page has settled: its script ran, reached its API and framed its page.
          const chat = await page.waitForFunction(() => {
            const record = (window as unknown as { chatDouble?: { vendor: string; api: string } }).chatDouble;
            return record?.api ? record : undefined;
          });
          chats.push(await chat.jsonValue());
          await doubles.requested(new RegExp(`^${vendorUrl(CSP_VENDORS[vendor as keyof typeof CSP_VENDORS], "frame-src").replace(/[.*/]/g, "\\$&")}$`));
        } else if (vendor === "paypal") {
          const processor = config.paymentProcessors?.find((candidate) => candidate.keyword.startsWith("paypal"));
          await openPersonal(page, origin, "topup");
          const topUp = page.getByRole("region", { name: "Top up" });
          await topUp.getByRole("spinbutton", { name: /^Amount/ }).fill(String((config.minimumTopupAmount ?? 0) + 1));
          await topUp.getByRole("radio", { name: processor?.name ?? "PayPal" }).check();
          await topUp.getByRole("button", { name: "PayPal" }).waitFor();
          await doubles.requested(load);
        } else {
          await openPersonal(page, origin, "cards");
          await page.getByRole("button", { name: "Add a card" }).click();
          await page.getByRole("region", { name: "Add a card" }).waitFor();
          await doubles.requested(load);
        }
        await settled(page);
      }
      const chatVendors = vendors.filter((vendor) => !(vendor in PROCESSOR_LOADS));
      expect(chats).toMatchObject(chatVendors.map((vendor) => ({ vendor, api: `${new URL(vendorUrl(CSP_VENDORS[vendor as keyof typeof CSP_VENDORS], "connect-src")).host} answered` })));
      expect(violations.events).toEqual([]);
      expect(violations.messages).toEqual([]);
    },
  );

  it("Auth0 (the deployment's tenant): the embedded login calls the tenant, nothing blocked", async () => {
    const { page, violations, origin } = await openLogin(
      "warren",
      { CONSOLE_INTEGRATIONS: `auth0:${AUTH0_TENANT}` },
      { platform: { authProvider: "auth0", auth0Domain: AUTH0_TENANT, auth0ClientId: "console-vendors" } },
    );
    await page.getByRole("button", { name: "Forgot password?" }).click();
    await page.getByRole("textbox", { name: /Email/ }).fill("ann@example.com");
    await page.getByRole("button", { name: "Send Email" }).click();
    expect(await doubles.requested(new RegExp(`^https://${AUTH0_TENANT.replace(/\./g, "\\.")}/dbconnections/change_password$`))).toBeTruthy();
    await page.getByText(/change your password by clicking the verification link we just sent/).waitFor();
    await settled(page);
    // The tenant frames the cross-origin verification page, which loads auth0-js from Auth0's CDN.
    await page.goto(`https://${AUTH0_TENANT}/__frames?src=${encodeURIComponent(`${origin}/app/auth0-verify.html`)}`);
    expect(await doubles.requested(/^https:\/\/cdn\.auth0\.com\/js\/auth0\//)).toBeTruthy();
    await settled(page);
    expect(page.frames().map((frame) => frame.url())).toContain(`${origin}/app/auth0-verify.html`);
    expect(violations.events).toEqual([]);
    expect(violations.messages).toEqual([]);
  });

  it("an API on another origin and a Sentry project: signed in over that API, an error reported to the DSN's host, nothing blocked", async () => {
    const { page, violations } = await openLogin("warren", { CONSOLE_API_ORIGIN: `https://${API_HOST}`, CONSOLE_SENTRY_DSN: SENTRY_DSN }, {});
    await signIn(page);
    expect(doubles.requests.some((url) => url.startsWith(`https://${API_HOST}/v1/`))).toBe(true);
    await page.evaluate(() => void Promise.reject(new Error("A background failure the deploy test reports")));
    expect(await doubles.requested(/^https:\/\/o12345\.ingest\.sentry\.io\/api\/678\//)).toBeTruthy();
    await settled(page);
    expect(violations.events).toEqual([]);
    expect(violations.messages).toEqual([]);
  });
});
