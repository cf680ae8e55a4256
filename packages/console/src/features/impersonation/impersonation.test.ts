import { afterEach, describe, expect, it, vi } from "vitest";
import { QueryClient } from "@tanstack/react-query";
import { http, HttpResponse } from "msw";
import { createApiClient } from "@cloudconsole/sdk";
import { getActiveApiKey, getSession, storeApiKey, storeImpersonation } from "../../session/sessionStore";
import { setupMockApi } from "../../testing/mockApi";
import { adminTargetLabel, impersonatedOwner, returnFromImpersonation, returnTarget, startAdminImpersonation, startImpersonation } from "./impersonation";

const toasts = vi.hoisted(() => ({ showErrorToast: vi.fn(), showSuccessToast: vi.fn() }));
vi.mock("../../toasts/toasts", () => toasts);

// Each test signs in with its own key.
const mock = setupMockApi({ baseUrl: "http://api.test/v1", apiKey: null, freshSession: true });
afterEach(() => vi.clearAllMocks());

function deps() {
  return { client: createApiClient({ baseUrl: "http://api.test/v1", getApiKey: getActiveApiKey }), queryClient: new QueryClient(), navigate: vi.fn(), texts: { startFailed: "Failed to start impersonation", started: "Impersonation started" } };
}

const here = { path: "/access", query: "?tab=invitations", hash: "" };

describe("impersonation", () => {
  it("starts: saves the token and the return path, goes to '/' and says 'Impersonation started'", async () => {
    storeApiKey("own-key");
    const accepted = mock.store.state.receivedImpersonations.find((invitation) => invitation.is_accepted);
    expect(accepted).toBeDefined();
    const d = deps();
    await expect(startImpersonation(d, { uuid: accepted?.uuid ?? "", access_owner: "owner@example.com" }, here)).resolves.toBe(true);
    expect(getSession().impersonation).toEqual({ token: expect.stringMatching(/^impersonation-/), access_owner: "owner@example.com", returnPath: here });
    expect(getActiveApiKey()).toMatch(/^impersonation-/); // the token wins over the apikey
    expect(d.navigate).toHaveBeenCalledWith("/");
    expect(toasts.showSuccessToast).toHaveBeenCalledWith("Impersonation started");
  });

  it("says 'Failed to start impersonation' and keeps the session when the start fails", async () => {
    storeApiKey("own-key");
    const d = deps();
    await expect(startImpersonation(d, { uuid: "no-such" }, here)).resolves.toBe(false);
    expect(getSession().impersonation).toBeUndefined();
    expect(d.navigate).not.toHaveBeenCalled();
    expect(toasts.showErrorToast).toHaveBeenCalledWith(expect.any(Error), { title: "Failed to start impersonation" });
  });

  it("starts with an admin token", async () => {
    storeApiKey("own-key");
    let body = "";
    mock.server.use(
      http.post("http://api.test/v1/user-resource/admin/token", async ({ request }) => {
        body = await request.text();
        return HttpResponse.json({ token: "admin-token" });
      }),
    );
    const d = deps();
    await startAdminImpersonation(d, { user_id: 42, label: "user 42" }, here);
    expect(body).toBe("user_id=42");
    expect(getSession().impersonation).toEqual({ token: "admin-token", access_owner: "user 42", returnPath: here });
    expect(d.navigate).toHaveBeenCalledWith("/");
  });

  it("names the owner the admin token call returns, with the target", async () => {
    storeApiKey("own-key");
    const account = mock.store.state.billingAccounts[0];
    const d = deps();
    await expect(startAdminImpersonation(d, { billing_account_id: account?.id }, here)).resolves.toBe(true);
    expect(getSession().impersonation?.access_owner).toBe(`demo@example.com (billing account ${account?.id})`);
    expect(getActiveApiKey()).toMatch(/^admin-impersonation-/);
  });

  it("says 'Failed to start impersonation' when the admin token call is refused, and keeps the session", async () => {
    storeApiKey("own-key");
    mock.store.state.userIsAdmin = false;
    const d = deps();
    await expect(startAdminImpersonation(d, { user_id: 8 }, here)).resolves.toBe(false);
    expect(getSession().impersonation).toBeUndefined();
    expect(getActiveApiKey()).toBe("own-key");
    expect(d.navigate).not.toHaveBeenCalled();
    expect(toasts.showErrorToast).toHaveBeenCalledWith(expect.objectContaining({ status: 403 }), { title: "Failed to start impersonation" });
  });

  it.each([
    [{ user_id: 42 }, "user 42"],
    [{ billing_account_id: 7 }, "billing account 7"],
    [{ user_id: 42, billing_account_id: 7 }, "user 42, billing account 7"],
  ])("labels the admin target %j as %s", (target, label) => {
    expect(adminTargetLabel(target)).toBe(label);
  });

  it("returns to the saved path and calls with the own apikey again", () => {
    storeApiKey("own-key");
    storeImpersonation({ token: "t", returnPath: here });
    const d = deps();
    returnFromImpersonation(d);
    expect(d.navigate).toHaveBeenCalledWith("/access?tab=invitations");
    expect(getActiveApiKey()).toBe("own-key");
  });

  it.each([
    [undefined, "/"],
    [{ path: "/compute", query: "?a=1", hash: "#x" }, "/compute?a=1#x"],
    [{ path: "https://evil.example" }, "/"],
    [{ path: "/\t/evil.example" }, "/"],
    [{ path: "/\n/evil.example" }, "/"],
    [{ path: "", query: "//evil.example" }, "/"],
    [{ path: "/", hash: "\u2028" }, "/"],
  ])("return target of %j is %s", (returnPath, expected) => {
    expect(returnTarget(returnPath)).toBe(expected);
  });

  // What another version, another tool or a hand edit may have left in storage under "impersonation".
  it.each([
    ["a string instead of the return path", { token: "t", returnPath: "/compute" }],
    ["a number instead of the return path", { token: "t", returnPath: 5 }],
    ["a return path without its path", { token: "t", returnPath: { query: "?a=1" } }],
    ["a path that is a list", { token: "t", returnPath: { path: ["/compute"] } }],
    ["a null return path", { token: "t", returnPath: null }],
    ["a token that is a number", { token: 7, returnPath: { path: "/compute" } }],
    ["a list instead of the impersonation", [{ token: "t" }]],
  ])("with %s, 'Return' still ends the impersonation and goes to '/'", (_case, saved) => {
    storeApiKey("own-key");
    localStorage.setItem("impersonation", JSON.stringify(saved));
    window.dispatchEvent(new StorageEvent("storage", { key: "impersonation" }));
    const d = deps();
    expect(() => returnFromImpersonation(d)).not.toThrow();
    expect(d.navigate).toHaveBeenCalledWith("/");
    expect(getSession().impersonation).toBeUndefined();
    expect(getActiveApiKey()).toBe("own-key");
  });

  it.each([
    [{ token: "t", access_owner: "owner@example.com" }, "owner@example.com"],
    [{ token: "t", access_owner: { name: "x" } }, undefined],
    [{ token: "t", access_owner: "owner@example.com", returnPath: 5 }, "owner@example.com"],
    [{ token: "t" }, undefined],
    ["impersonation", undefined],
  ])("names the owner of %j as %j", (saved, owner) => {
    expect(impersonatedOwner(saved)).toBe(owner);
  });
});
