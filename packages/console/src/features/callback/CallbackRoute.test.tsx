import { describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { setupMockApi } from "../../testing/mockApi";
import { renderRoute } from "../../testing/render";
import { getSession } from "../../session/sessionStore";
import { CallbackRoute } from "./CallbackRoute";

// Signed out: the callback is what signs in.
const mock = setupMockApi({ apiKey: null, freshSession: true });

const renderCallback = (fragment: string) => renderRoute("/auth0_callback", <CallbackRoute />, `/auth0_callback${fragment}`);

const state = encodeURIComponent(JSON.stringify("/compute?tab=vms"));

describe("/auth0_callback", () => {
  it("says 'Logging in...', posts the fragment, stores the apikey and goes to the path in state", async () => {
    let posted: unknown;
    mock.server.use(
      http.post("*/v1/user-resource/auth0_callback", async ({ request }) => {
        posted = await request.json();
        return HttpResponse.json({ apikey: "from-callback" });
      }),
    );
    renderCallback(`#access_token=at&id_token=it&token_type=Bearer&expires_in=7200&scope=openid&state=${state}`);
    expect(screen.getByRole("heading", { name: "Logging in..." })).toBeInTheDocument();
    expect(await screen.findByText("Landed on /compute?tab=vms")).toBeInTheDocument();
    expect(posted).toEqual({ access_token: "at", id_token: "it", token_type: "Bearer", expires_in: "7200", scope: "openid", state: JSON.stringify("/compute?tab=vms") });
    expect(getSession().apikey).toBe("from-callback");
  });

  it("shows 'Login error' with Code, description, the raw parameters and a copy button; Back goes to the state path", async () => {
    const { user } = renderCallback(`#error=unauthorized&error_description=User%20is%20blocked&state=${state}`);
    expect(screen.getByRole("heading", { level: 1, name: "Login error" })).toBeInTheDocument();
    expect(screen.getByText("Code:")).toBeInTheDocument();
    expect(screen.getByText("unauthorized")).toBeInTheDocument();
    expect(screen.getByText("User is blocked")).toBeInTheDocument();
    expect(screen.getByLabelText("Callback parameters")).toHaveTextContent('"error_description": "User is blocked"');
    expect(screen.getByRole("button", { name: "Copy parameters" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Back" }));
    expect(screen.getByText("Landed on /compute?tab=vms")).toBeInTheDocument();
    expect(getSession().apikey).toBeUndefined();
  });

  it("shows 'Action required' when the email must be verified first", () => {
    renderCallback("#error=access_denied&error_description=Please%20verify%20your%20email%20before%20logging%20in.");
    expect(screen.getByRole("heading", { level: 1, name: "Action required" })).toBeInTheDocument();
    expect(screen.getByText(/Please verify your email address by clicking the link/)).toBeInTheDocument();
  });

  it("goes Back to / when state points outside the app (no open redirect)", async () => {
    const { user } = renderCallback(`#error=access_denied&error_description=x&state=${encodeURIComponent(JSON.stringify("//evil.example/"))}`);
    await user.click(screen.getByRole("button", { name: "Back" }));
    expect(screen.getByText("Landed on /")).toBeInTheDocument();
  });

  it("shows 'Login error' when the API refuses the exchange", async () => {
    mock.server.use(http.post("*/v1/user-resource/auth0_callback", () => HttpResponse.json({ errors: { Error: "Token expired" } }, { status: 400 })));
    renderCallback("#access_token=at&id_token=it");
    expect(await screen.findByRole("heading", { level: 1, name: "Login error" })).toBeInTheDocument();
    expect(screen.getByText(/^Token expired/)).toBeInTheDocument();
  });

  it("raises an error when the parameters are missing", () => {
    renderCallback("");
    expect(screen.getByRole("alert")).toHaveTextContent("The login callback has no parameters");
  });
});
