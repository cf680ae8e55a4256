import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { act, screen, waitFor, within } from "@testing-library/react";
import { http } from "msw";
import { toast } from "sonner";
import { Route } from "react-router";
import { getSession, storeImpersonation } from "../../session/sessionStore";
import { setupMockApi } from "../../testing/mockApi";
import { renderRoutes } from "../../testing/FeatureRoutes";
import { adminTargetIdProblem } from "./profileRules";
import { ProfileScreen } from "./ProfileScreen";

// The demo preset's user is an admin; impersonating changes the session, so each test starts from a fresh one.
const mock = setupMockApi({ freshSession: true });
const PRIVILEGES = "http://localhost/v1/user-resource/user/privileges";
const ADMIN_TOKEN = "http://localhost/v1/user-resource/admin/token";

/** Every admin token call's form body, and every privileges status, as the mock answered them. */
let adminTokenBodies: string[] = [];
let privilegesStatuses: number[] = [];

beforeAll(() => {
  mock.server.events.on("response:mocked", ({ request, response }) => {
    if (request.url === PRIVILEGES) privilegesStatuses.push(response.status);
  });
});
beforeEach(() => {
  adminTokenBodies = [];
  privilegesStatuses = [];
  // Records the body, then falls through to the mock's own handler.
  mock.server.use(
    http.post(ADMIN_TOKEN, async ({ request }) => {
      adminTokenBodies.push(await request.clone().text());
    }),
  );
});
afterEach(() => act(() => void toast.dismiss()));

function renderProfile() {
  return renderRoutes([{ path: "/profile", element: <ProfileScreen /> }], "/profile", <Route path="/" element={<h1>Home</h1>} />);
}

const administration = () => screen.findByRole("region", { name: "Administration" });

describe("AdminImpersonation", () => {
  it("shows 'Act as a customer' under Administration to an admin", async () => {
    renderProfile();
    const section = await administration();
    expect(within(section).getByRole("form", { name: "Act as a customer" })).toBeInTheDocument();
    expect(within(section).getByRole("radio", { name: "User ID" })).toBeChecked();
    expect(within(section).getByRole("textbox", { name: /User ID/ })).toHaveValue("");
  });

  it("never shows the section to a customer (privileges answers 403)", async () => {
    mock.store.state.userIsAdmin = false;
    renderProfile();
    await screen.findByRole("table", { name: "Access invitations" });
    await waitFor(() => expect(privilegesStatuses).toEqual([403]));
    expect(screen.queryByRole("region", { name: "Administration" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Start impersonation" })).not.toBeInTheDocument();
  });

  it("is not offered while already impersonating, and does not even ask for privileges", async () => {
    storeImpersonation({ token: "impersonation-abc", access_owner: "agency@example.com" });
    renderProfile();
    await screen.findByRole("table", { name: "Access invitations" });
    expect(screen.queryByRole("region", { name: "Administration" })).not.toBeInTheDocument();
    expect(privilegesStatuses).toEqual([]);
  });

  it("says 'This field is required' when the id is empty, and calls nothing", async () => {
    const { user } = renderProfile();
    const section = await administration();
    await user.click(within(section).getByRole("button", { name: "Start impersonation" }));
    expect(await within(section).findByText("This field is required")).toBeInTheDocument();
    expect(within(section).getByRole("textbox", { name: /User ID/ })).toHaveAttribute("aria-invalid", "true");
    expect(adminTokenBodies).toEqual([]);
    expect(getSession().impersonation).toBeUndefined();
  });

  it.each([
    ["", "This field is required"],
    ["   ", "This field is required"],
    ["0", "Must be at least 1"],
    ["-3", "Enter a whole number"],
    ["4.5", "Enter a whole number"],
    ["12abc", "Enter a whole number"],
    ["99999999999999999999", "Enter a whole number"],
  ])("refuses the id %j: %s", (text, problem) => {
    expect(adminTargetIdProblem(text)).toBe(problem);
  });

  it("accepts whole numbers of at least 1, spaces around them trimmed", () => {
    expect(["1", "7", " 42 ", "9007199254740991"].map(adminTargetIdProblem)).toEqual([undefined, undefined, undefined, undefined]);
  });

  it("shows a whole-number problem under the field", async () => {
    const { user } = renderProfile();
    const section = await administration();
    await user.type(within(section).getByRole("textbox", { name: /User ID/ }), "0");
    await user.click(within(section).getByRole("button", { name: "Start impersonation" }));
    expect(await within(section).findByText("Must be at least 1")).toBeInTheDocument();
    expect(adminTokenBodies).toEqual([]);
  });

  it("starts by billing account: posts billing_account_id, stores the token, goes to '/' and says 'Impersonation started'", async () => {
    const account = mock.store.state.billingAccounts[0];
    if (!account) throw new Error("the demo preset should have billing accounts");
    const { user } = renderProfile();
    const section = await administration();
    await user.click(within(section).getByRole("radio", { name: "Billing account ID" }));
    await user.type(within(section).getByRole("textbox", { name: /Billing account ID/ }), String(account.id));
    await user.click(within(section).getByRole("button", { name: "Start impersonation" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Home" })).toBeInTheDocument();
    expect(await screen.findByText("Impersonation started")).toBeInTheDocument();
    expect(adminTokenBodies).toEqual([`billing_account_id=${account.id}`]);
    expect(getSession().impersonation).toEqual({
      token: expect.stringMatching(/^admin-impersonation-/),
      access_owner: `demo@example.com (billing account ${account.id})`,
      returnPath: { path: "/profile", query: "", hash: "" },
    });
  });

  it("starts by user id with a user_id body", async () => {
    const { user } = renderProfile();
    const section = await administration();
    await user.type(within(section).getByRole("textbox", { name: /User ID/ }), "31");
    await user.keyboard("{Enter}");
    expect(await screen.findByRole("heading", { level: 1, name: "Home" })).toBeInTheDocument();
    expect(adminTokenBodies).toEqual(["user_id=31"]);
    expect(getSession().impersonation?.access_owner).toBe("accountant@example.com (user 31)");
  });

  it("keeps what was typed and says 'Failed to start impersonation' when the API refuses", async () => {
    const { user } = renderProfile();
    const section = await administration();
    await user.click(within(section).getByRole("radio", { name: "Billing account ID" }));
    await user.type(within(section).getByRole("textbox", { name: /Billing account ID/ }), "999999");
    await user.click(within(section).getByRole("button", { name: "Start impersonation" }));
    expect(await screen.findByText("Failed to start impersonation")).toBeInTheDocument();
    expect(screen.getByText(/No such billing account 999999\./)).toBeInTheDocument();
    expect(adminTokenBodies).toEqual(["billing_account_id=999999"]);
    expect(within(section).getByRole("radio", { name: "Billing account ID" })).toBeChecked();
    expect(within(section).getByRole("textbox", { name: /Billing account ID/ })).toHaveValue("999999");
    expect(screen.queryByRole("heading", { level: 1, name: "Home" })).not.toBeInTheDocument();
    expect(getSession().impersonation).toBeUndefined();
  });
});
