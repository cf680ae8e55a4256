import type { Locator, Page, Request } from "@playwright/test";
import { LIFECYCLE_MS } from "@cloudconsole/mock-api";
import { billingBackend } from "./billingBackend";
import { test, expect, signedIn } from "./fixtures";

// The published wire profile's own checks, in its project (`<provider>-published`, which also runs every @writes flow
// of the other files): the app is the provider's build with the SDK's `published` wire profile in its runtime
// configuration (/app/config.json), as a deployment sets it, and its proxy refuses a documented write sent otherwise
// (src/publishedWire.ts). Here the calls' fields are checked one by one: JSON where the published API documents JSON,
// forms elsewhere; the same mock answers them, and the screens show the results. Each test has a mock API of its own
// (the app's proxy reads the test's cookie), on a clock that moves only when the test says so.

const API_KEY = "e2e-published-wire";

// Several flows per test on a busy 2-core machine; the ceiling only matters on failure.
test.describe.configure({ timeout: 150_000 });

test.beforeEach(async ({ page }, testInfo) => {
  test.skip(testInfo.project.metadata.wireEncoding !== "published", "the published wire profile's project runs these");
  await signedIn(page, API_KEY);
});

/** The next call the page makes with `method` to an API path matching `path`. */
function nextCall(page: Page, method: string, path: RegExp): Promise<Request> {
  return page.waitForRequest((request) => request.method() === method && path.test(new URL(request.url()).pathname));
}

/** The fields a call sent, read as `encoding` says; fails unless the call went out so. */
function fieldsSent(request: Request, encoding: "form" | "json"): Record<string, unknown> {
  const type = request.headers()["content-type"] ?? "";
  if (encoding === "json") {
    expect(type).toMatch(/^application\/json/);
    return request.postDataJSON() as Record<string, unknown>;
  }
  expect(type).toMatch(/^application\/x-www-form-urlencoded/);
  return Object.fromEntries(new URLSearchParams(request.postData() ?? ""));
}

/**
 * Types `name` into a card's Name field and saves it with `button`: the call to `path` carries only the new name (as
 * `field`) in `encoding`, and the page is titled with it afterwards.
 */
async function renameFrom(page: Page, card: Locator, button: string, path: RegExp, encoding: "form" | "json", field: string, name: string) {
  await card.getByRole("textbox", { name: /^Name/ }).fill(name);
  const call = nextCall(page, "PATCH", path);
  await card.getByRole("button", { name: button }).click();
  expect(fieldsSent(await call, encoding)).toEqual({ [field]: name });
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
}

/** The page itself, without the desktop sidebar (which lists the same resources). */
const main = (page: Page) => page.getByRole("main");

test("creates a VM and a volume with form posts, as the platform takes them @writes", async ({ page, ownBackend }) => {
  await page.goto("/app/compute/create");
  await page.getByText("2 vCPU / 4 GB").click();
  await page.getByRole("textbox", { name: /^Name/ }).fill("published-vm");
  await page.getByLabel(/^Password/).fill("Secret123");
  const vmCreate = nextCall(page, "POST", /^\/v1\/[a-z]+\/user-resource\/vm$/);
  await page.getByRole("button", { name: "Create virtual machine" }).click();
  expect(fieldsSent(await vmCreate, "form")).toMatchObject({ name: "published-vm", vcpu: "2", ram: "4096" });
  await expect(page.getByRole("heading", { name: /^Creating published-vm\.\.\. \d+%$/ })).toBeVisible();
  ownBackend.clock.advance(LIFECYCLE_MS.vmCreate);
  await expect(page.getByRole("heading", { level: 1, name: "published-vm", exact: true })).toBeVisible();

  await page.goto("/app/storage/create/volume");
  await main(page).getByRole("textbox", { name: /^Size \(GB\)/ }).fill("10");
  await main(page).getByRole("textbox", { name: /^Name/ }).fill("published-volume");
  const diskCreate = nextCall(page, "POST", /^\/v1\/[a-z]+\/storage\/disks$/);
  await main(page).getByRole("button", { name: "Create volume" }).click();
  expect(fieldsSent(await diskCreate, "form")).toMatchObject({ size_gb: "10", display_name: "published-volume", source_image_type: "EMPTY" });
  await expect(page.getByRole("heading", { level: 1, name: "published-volume" })).toBeVisible();
  await renameFrom(page, main(page).getByRole("region", { name: "Settings" }), "Save changes", /^\/v1\/[a-z]+\/storage\/disks\/[^/]+$/, "form", "display_name", "published-data");
});

test("reserves, names and assigns a Floating IP, and renames a VPC network, sending JSON as the published API documents @writes", async ({ page, ownBackend: _backend }) => {
  await page.goto("/app/network/create/ip_address");
  await page.getByRole("textbox", { name: /^Name/ }).fill("published-ip");
  const reserve = nextCall(page, "POST", /^\/v1\/[a-z]+\/network\/ip_addresses$/);
  await page.getByRole("button", { name: "Reserve Floating IP" }).click();
  expect(fieldsSent(await reserve, "json")).toMatchObject({ name: "published-ip", billing_account_id: expect.any(Number) });
  await expect(page.getByRole("heading", { level: 1, name: "published-ip" })).toBeVisible();

  const assignment = main(page).getByRole("region", { name: "Assignment" });
  await assignment.getByRole("combobox", { name: "Assign to" }).selectOption({ label: "web-2" });
  const assign = nextCall(page, "POST", /^\/v1\/[a-z]+\/network\/ip_addresses\/[^/]+\/assign$/);
  await assignment.getByRole("button", { name: "Assign" }).click();
  expect(fieldsSent(await assign, "json")).toMatchObject({ private_ip: expect.any(String) });
  await expect(assignment.getByRole("link", { name: "web-2" })).toBeVisible();

  await renameFrom(page, main(page).getByRole("region", { name: "Name" }), "Rename", /^\/v1\/[a-z]+\/network\/ip_addresses\/[^/]+$/, "json", "name", "published-front");

  await page.goto("/app/network");
  await main(page).getByRole("table", { name: "VPC networks" }).getByRole("link", { name: "backend" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "backend" })).toBeVisible();
  await renameFrom(page, main(page).getByRole("region", { name: "Name" }), "Rename", /^\/v1\/[a-z]+\/network\/network\/[^/]+$/, "json", "name", "published-backend");
});

test("creates an API token, edits a billing account and deletes one, sending forms (the deletion's fields in its body) @writes", async ({ page, ownBackend }) => {
  await page.goto("/app/access/create/api_token");
  await expect(page.getByRole("heading", { level: 1, name: "New API token" })).toBeVisible();
  await page.getByRole("textbox", { name: /^Description/ }).fill("published token");
  const tokenCreate = nextCall(page, "POST", /^\/v1\/user-resource\/token$/);
  await page.getByRole("button", { name: "Create API token" }).click();
  expect(fieldsSent(await tokenCreate, "form")).toMatchObject({ description: "published token" });
  await expect(page.getByRole("heading", { level: 1, name: "API token created" })).toBeVisible();

  const api = billingBackend(page, ownBackend, API_KEY);
  const account = await api.account("Old project");
  await page.goto(`/app/billing/account/${account.id}/edit`);
  await page.getByRole("textbox", { name: "City", exact: true }).fill("Tartu");
  const edit = nextCall(page, "PUT", /^\/v1\/payment\/billing_account$/);
  await page.getByRole("button", { name: "Save" }).click();
  const edited = await edit;
  // The account travels in the query in both profiles; its fields in a form body.
  expect(new URL(edited.url()).searchParams.get("billing_account_id")).toBe(String(account.id));
  expect(fieldsSent(edited, "form")).toMatchObject({ city: "Tartu", title: account.title });
  await expect(page.getByText("Billing account saved")).toBeVisible();

  await page.getByRole("button", { name: "Delete", exact: true }).click();
  const remove = nextCall(page, "DELETE", /^\/v1\/payment\/billing_account$/);
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete billing account" }).click();
  const deletion = await remove;
  expect(new URL(deletion.url()).search).toBe("");
  expect(fieldsSent(deletion, "form")).toEqual({ billing_account_id: String(account.id) });
  await expect(page.getByText("Billing account deleted")).toBeVisible();
  await expect(page.getByRole("table", { name: "Billing accounts" }).getByRole("link", { name: new RegExp(account.title) })).toHaveCount(0);
});

test("refuses a documented write sent in another encoding than the published API's, naming the fact @writes", async ({ page, ownBackend: _backend }) => {
  await page.goto("/app/");
  // As the spec profile sends it: a form where the published API documents JSON.
  const formReservation = await page.request.post("/v1/tll/network/ip_addresses", { form: { name: "wrong-wire", billing_account_id: "1" }, headers: { apikey: API_KEY } });
  expect(formReservation.status()).toBe(400);
  expect(await formReservation.json()).toEqual({
    errors: { Error: "Published wire check: POST /tll/network/ip_addresses went out as form; the published API takes json (doc-floating-ip-create-floating-ip)." },
  });
  const jsonReservation = await page.request.post("/v1/tll/network/ip_addresses", { data: { name: "right-wire" }, headers: { apikey: API_KEY } });
  expect(jsonReservation.status()).toBe(200);
  expect(jsonReservation.headers()["x-published-wire"]).toBe("doc-floating-ip-create-floating-ip");
});
