import { afterEach, describe, expect, it } from "vitest";
import { act, screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { toast } from "sonner";
import { setupMockApi } from "../../testing/mockApi";
import { holdUntilAllStarted } from "../../testing/parallelRequests";
import { renderRoutes } from "../../testing/FeatureRoutes";
import { ProfileScreen } from "./ProfileScreen";

const mock = setupMockApi({ freshSession: true });

afterEach(() => act(() => void toast.dismiss()));

function renderProfile() {
  return renderRoutes([{ path: "/profile", element: <ProfileScreen /> }], "/profile");
}

/** A received invitation not accepted yet, from the demo preset. */
function pending() {
  const found = mock.store.state.receivedImpersonations.find((invitation) => !invitation.is_accepted);
  if (!found) throw new Error("the demo preset should have an invitation that is not accepted");
  return found;
}

const invitations = () => screen.findByRole("table", { name: "Access invitations" });

describe("access invitations on /profile", () => {
  it("asks for the details, two-factor status, invitations and admin privileges together", async () => {
    const paths = ["/user-resource/user", "/user-resource/mfa/is_active", "/user-resource/impersonation", "/user-resource/user/privileges"];
    const held = holdUntilAllStarted(mock, paths);
    renderProfile();
    await waitFor(() => expect(held.started.size).toBe(paths.length));
    expect(await invitations()).toBeInTheDocument();
  });

  it("accepts an invitation, says 'Access invitation accepted' and shows it accepted", async () => {
    const { uuid, access_owner: owner } = pending();
    const { user } = renderProfile();
    const row = within(await invitations()).getByText(owner).closest("tr");
    if (!(row instanceof HTMLElement)) throw new Error("no row for the pending invitation");
    await user.click(within(row).getByRole("button", { name: "Accept" }));
    expect(await screen.findByText("Access invitation accepted")).toBeInTheDocument();
    expect(await within(row).findByText("Accepted")).toBeInTheDocument();
    expect(mock.store.state.receivedImpersonations.find((invitation) => invitation.uuid === uuid)?.is_accepted).toBe(true);
  });

  it("says 'Failed to accept invitation' with the API's message when accepting fails", async () => {
    mock.server.use(http.put("*/v1/user-resource/impersonation/:uuid/accept", () => HttpResponse.json({ errors: { Error: "Invitation withdrawn" } }, { status: 500, headers: { "x-correlation-id": "api-77" } })));
    const { access_owner: owner } = pending();
    const { user } = renderProfile();
    const row = within(await invitations()).getByText(owner).closest("tr");
    if (!(row instanceof HTMLElement)) throw new Error("no row for the pending invitation");
    await user.click(within(row).getByRole("button", { name: "Accept" }));
    expect(await screen.findByText("Failed to accept invitation")).toBeInTheDocument();
    expect(screen.getByText("Error: Invitation withdrawn [api-77] (HTTP 500)")).toBeInTheDocument();
    expect(within(row).getByText("Not accepted")).toBeInTheDocument();
  });
});
