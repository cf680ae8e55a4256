// The screens the bundle budgets and the screens benchmark measure (screenLoads.ts): where each is, whether a
// provider has it, and when it counts as usable.
import type { Page } from "@playwright/test";
import type { ScreenConfig, ScreenData } from "./screenData";
import { SCREEN_TIMEOUT_MS } from "./screenTiming";

export interface ScreenDefinition {
  id: string;
  label: string;
  /** Whether the visitor is signed in (an API key in localStorage) or sees the login screen. */
  signedIn: boolean;
  /** Whether the provider's configuration has the screen at all; a screen it lacks is reported as n/a. */
  enabled: (config: ScreenConfig) => boolean;
  /** The address under the app's origin. */
  path: (data: ScreenData) => string | undefined;
  /** Resolves once the screen is usable: its heading and content shown, nothing in it still loading. */
  ready: (page: Page) => Promise<void>;
}

/** The main content is up and nothing in it is still loading (a spinner or a busy section says aria-busy). */
async function contentReady(page: Page, content: (page: Page) => Promise<void>) {
  await page.getByRole("main").getByRole("heading", { level: 1 }).first().waitFor({ timeout: SCREEN_TIMEOUT_MS });
  await content(page);
  await page.waitForFunction(() => !document.querySelector('main [aria-busy="true"]:not(button)'), undefined, { timeout: SCREEN_TIMEOUT_MS });
}
const headingOnly = async () => {};
// What a screen shows when usable is found by role and structure, never by its words: the size check measures
// every screen in each of the console's languages.
/** The main content's form. */
const mainForm = (page: Page) => page.locator("main form").first();
const firstTable = (page: Page) => page.getByRole("main").getByRole("table").first().waitFor({ timeout: SCREEN_TIMEOUT_MS });

/** Every screen measured, in the order reported. */
export const SCREENS: readonly ScreenDefinition[] = [
  {
    id: "login",
    label: "login",
    signedIn: false,
    enabled: () => true,
    path: () => "/app/",
    ready: (page) => page.locator('main form button[type="submit"]').first().waitFor({ timeout: SCREEN_TIMEOUT_MS }),
  },
  { id: "home", label: "home", signedIn: true, enabled: () => true, path: () => "/app/", ready: (page) => contentReady(page, headingOnly) },
  {
    id: "compute",
    label: "compute list",
    signedIn: true,
    // The Compute category lists virtual machines and bare metal: it exists when either is sold.
    enabled: (config) => config.vmsEnabled === true || config.bareMetalEnabled === true,
    path: () => "/app/compute",
    ready: (page) => contentReady(page, firstTable),
  },
  {
    id: "vm-create",
    label: "VM create",
    signedIn: true,
    enabled: (config) => config.vmsEnabled === true,
    path: () => "/app/compute/create",
    ready: (page) =>
      contentReady(page, async () => {
        await mainForm(page).getByRole("textbox").first().waitFor({ timeout: SCREEN_TIMEOUT_MS });
      }),
  },
  {
    id: "vm-detail",
    label: "VM detail",
    signedIn: true,
    enabled: (config) => config.vmsEnabled === true,
    path: (data) => data.vmPath,
    ready: (page) => contentReady(page, headingOnly),
  },
  {
    id: "billing-account",
    label: "billing account",
    signedIn: true,
    enabled: () => true,
    path: (data) => (data.billingAccountId === undefined ? undefined : `/app/billing/account/${data.billingAccountId}`),
    ready: (page) => contentReady(page, headingOnly),
  },
  {
    id: "usage",
    label: "usage",
    signedIn: true,
    enabled: () => true,
    path: (data) => (data.billingAccountId === undefined ? undefined : `/app/billing/account/${data.billingAccountId}?tab=usage`),
    ready: (page) =>
      contentReady(page, async () => {
        // The usage section with its chart drawn (the chart's library arrives with the section).
        await page.getByRole("main").getByRole("table").first().waitFor({ timeout: SCREEN_TIMEOUT_MS });
        await page.getByRole("main").getByRole("group").locator("svg").first().waitFor({ timeout: SCREEN_TIMEOUT_MS });
      }),
  },
  {
    id: "network",
    label: "network",
    signedIn: true,
    // Firewalls guard virtual machines: a site with VMs has the Network page for them.
    enabled: (config) => config.ipsEnabled === true || config.privateNetworksEnabled === true || config.loadBalancerEnabled === true || config.vmsEnabled === true,
    path: () => "/app/network",
    ready: (page) => contentReady(page, headingOnly),
  },
  {
    id: "firewall-create",
    label: "firewall create",
    signedIn: true,
    enabled: (config) => config.vmsEnabled === true,
    path: () => "/app/network/create/firewall",
    ready: (page) => contentReady(page, (ready) => mainForm(ready).getByRole("textbox").first().waitFor({ timeout: SCREEN_TIMEOUT_MS })),
  },
  {
    id: "firewall-detail",
    label: "firewall detail",
    signedIn: true,
    enabled: (config) => config.vmsEnabled === true,
    path: (data) => data.firewallPath,
    ready: (page) => contentReady(page, firstTable),
  },
  {
    id: "storage",
    label: "storage",
    signedIn: true,
    // The Storage page lists buckets (object storage) and volumes (which come with VMs): it exists when either is sold.
    enabled: (config) => config.storageEnabled === true || config.vmsEnabled === true,
    path: () => "/app/storage",
    ready: (page) => contentReady(page, headingOnly),
  },
  {
    id: "volume-create",
    label: "volume create",
    signedIn: true,
    enabled: (config) => config.vmsEnabled === true,
    path: () => "/app/storage/create/volume",
    ready: (page) => contentReady(page, (ready) => mainForm(ready).getByRole("textbox").first().waitFor({ timeout: SCREEN_TIMEOUT_MS })),
  },
  {
    id: "volume-detail",
    label: "volume detail",
    signedIn: true,
    enabled: (config) => config.vmsEnabled === true,
    path: (data) => data.volumePath,
    ready: (page) => contentReady(page, (ready) => ready.getByRole("main").getByRole("region").first().waitFor({ timeout: SCREEN_TIMEOUT_MS })),
  },
  {
    id: "services",
    label: "services",
    signedIn: true,
    enabled: (config) => config.servicesEnabled === true,
    path: () => "/app/services",
    ready: (page) => contentReady(page, headingOnly),
  },
  { id: "profile", label: "profile", signedIn: true, enabled: () => true, path: () => "/app/profile", ready: (page) => contentReady(page, headingOnly) },
];
