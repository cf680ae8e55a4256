import type { Page } from "@playwright/test";
import { message } from "./catalogues";
import { expect, expectNoSeriousA11yViolations, signedIn, test } from "./fixtures";

// A customer whose profile says Indonesian sees the console in Indonesian from the first screen, on every screen they
// walk to: the texts expected are the console's own catalogues' (catalogues.ts).

/** The screen's main heading, in the language. */
const title = (page: Page, text: string) => page.getByRole("main").getByRole("heading", { level: 1, name: text, exact: true });

// Four screens, each loading its language's catalogues and scanned for accessibility: on a busy 2-core machine (CI ran
// the other checks beside it) the walk took over the suite's 60 s.
test.describe.configure({ timeout: 120_000 });

test("a customer whose profile says Indonesian walks home, compute, billing and a create form in it", async ({ page, ownBackend, uiConfig }) => {
  ownBackend.server.store.state.user.profile_data.lang = "id";
  await signedIn(page, "e2e-languages");

  await page.goto("/app/");
  await expect(page.locator("html")).toHaveAttribute("lang", "id");
  await expect(page.getByRole("heading", { name: message("home", "id", "quick.title") })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The Compute list: virtual machines, or a site's bare metal servers alone (a title the glossary keeps as it is).
  await page.goto("/app/compute");
  await expect(title(page, message("compute", "id", uiConfig.vmsEnabled ? "title" : "titleMetalOnly"))).toBeVisible();
  const nameColumn = uiConfig.vmsEnabled ? message("compute", "id", "list.column.name") : message("../shared/compute", "id", "lease.name");
  await expect(page.getByRole("main").getByRole("columnheader", { name: nameColumn }).first()).toBeVisible();

  await page.goto("/app/billing");
  await expect(title(page, message("billing/accounts", "id", "list.title"))).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The create form the configuration sells: a virtual machine, or else a bare metal server.
  const create = uiConfig.vmsEnabled ? { path: "/app/compute/create", text: message("compute/VmCreate", "id", "title") } : { path: "/app/metal/create", text: message("metal", "id", "create.title") };
  await page.goto(create.path);
  await expect(title(page, create.text)).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "id");
  await expectNoSeriousA11yViolations(page);
});
