import type { APIRequestContext } from "@playwright/test";
import { expect, expectNoSeriousA11yViolations, PHONE, saveScreenshot, signedIn, test, type OwnBackend } from "./fixtures";
import { expectNoSidewaysScroll } from "./screenFit";

// Access invitations on every app (they are always enabled): the grantee accepts one on /profile and then acts for
// its owner; an owner withdraws one not yet accepted. Each test has a mock API of its own, whose demo account holds
// an invitation the user has not accepted yet (from partner@example.com) and a delegation with one pending grantee.

const API_KEY = "e2e-invitations";

// Multi-step flows with several axe scans: a busy 2-core machine can take minutes; the ceiling only matters on failure.
test.describe.configure({ timeout: 150_000 });

test.beforeEach(async ({ page }) => signedIn(page, API_KEY));

interface ReceivedInvitation {
  uuid: string;
  access_owner: string;
  is_accepted: boolean;
}

interface Delegation {
  name: string;
  impersonations: { grantee_username: string }[];
}

/** What the backend says the user was invited to, asked as the console asks it. */
async function receivedInvitations(request: APIRequestContext, backend: OwnBackend): Promise<ReceivedInvitation[]> {
  const response = await request.get(`${backend.origin}/v1/user-resource/impersonation`, { headers: { apikey: API_KEY } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as ReceivedInvitation[];
}

/** The owner's delegations with their grantees, as the backend has them. */
async function delegations(request: APIRequestContext, backend: OwnBackend): Promise<Delegation[]> {
  const response = await request.get(`${backend.origin}/v1/user-resource/access_group`, { headers: { apikey: API_KEY } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as Delegation[];
}

test("accepts an access invitation, then acts for its owner and returns @writes", PHONE, async ({ page, ownBackend, isPhone }, testInfo) => {
  const owner = "partner@example.com";
  const ownerRow = /partner@example\.com/;
  expect((await receivedInvitations(page.request, ownBackend)).find((invitation) => invitation.access_owner === owner)?.is_accepted).toBe(false);

  await page.goto("/app/profile");
  const invitations = page.getByRole("table", { name: "Access invitations" });
  const row = invitations.getByRole("row", { name: ownerRow });
  await expect(row).toContainText("Not accepted");
  // A phone leaves out the billing account's column; the owner, the state and the action stay.
  await expect(invitations.getByRole("columnheader", { name: "Billing account" })).toBeVisible({ visible: !isPhone });
  await expect(row.getByText("Partner Ltd")).toBeVisible({ visible: !isPhone });
  if (isPhone) await expectNoSidewaysScroll(page);
  await expect(row.getByRole("button", { name: `Act as ${owner}` })).toHaveCount(0);
  await saveScreenshot(page, testInfo, `invitation-pending${isPhone ? "-phone" : ""}`);
  await expectNoSeriousA11yViolations(page);

  await row.getByRole("button", { name: "Accept" }).click();
  await expect(page.getByText("Access invitation accepted")).toBeVisible();
  await expect(row).toContainText("Accepted");
  await expect(row).not.toContainText("Not accepted");
  expect((await receivedInvitations(page.request, ownBackend)).find((invitation) => invitation.access_owner === owner)?.is_accepted).toBe(true);
  await saveScreenshot(page, testInfo, `invitation-accepted${isPhone ? "-phone" : ""}`);
  await expectNoSeriousA11yViolations(page);

  // Accepted, the invitation opens the owner's account: the console goes home and calls the API as the owner.
  const callAsOwner = page.waitForRequest((request) => request.url().includes("/v1/") && (request.headers().apikey ?? "").startsWith("impersonation-"));
  await row.getByRole("button", { name: `Act as ${owner}` }).click();
  await expect(page.getByText("Impersonation started")).toBeVisible();
  const banner = page.getByRole("region", { name: "Impersonation" });
  await expect(banner).toContainText(`You are acting as ${owner}.`);
  await expect(page).toHaveURL(/\/app\/?$/);
  await callAsOwner;
  await saveScreenshot(page, testInfo, `invitation-acting${isPhone ? "-phone" : ""}`);
  await expectNoSeriousA11yViolations(page);

  await banner.getByRole("button", { name: "Return to my account" }).click();
  await expect(page).toHaveURL(/\/app\/profile$/);
  await expect(banner).toHaveCount(0);
  await expect(invitations.getByRole("row", { name: ownerRow })).toContainText("Accepted");
});

test("an owner withdraws an invitation not yet accepted: it leaves the grantees, and the backend agrees @writes", async ({ page, ownBackend }, testInfo) => {
  const grantee = "new.hire@example.com";
  await page.goto("/app/access");
  await page.getByRole("main").getByRole("table", { name: "Access delegations" }).getByRole("link", { name: "Acme accountants" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Acme accountants" })).toBeVisible();
  const grantees = page.getByRole("table", { name: "Grantees" });
  await expect(grantees.getByRole("row", { name: /new\.hire@example\.com/ })).toContainText("Not accepted");

  await grantees.getByRole("button", { name: `Remove ${grantee}` }).click();
  const dialog = page.getByRole("alertdialog", { name: `Remove ${grantee}?` });
  await expect(dialog).toContainText("The invitation is withdrawn.");
  await saveScreenshot(page, testInfo, "invitation-withdraw");
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole("button", { name: "Remove" }).click();

  await expect(dialog).toHaveCount(0);
  await expect(grantees.getByRole("row", { name: /new\.hire@example\.com/ })).toHaveCount(0);
  // The accepted grantee keeps their access.
  await expect(grantees.getByRole("row", { name: /accountant@example\.com/ })).toContainText("Accepted");
  const acme = (await delegations(page.request, ownBackend)).find((delegation) => delegation.name === "Acme accountants");
  expect(acme?.impersonations.map((invitation) => invitation.grantee_username)).toEqual(["accountant@example.com"]);
});
