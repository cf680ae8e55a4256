import { beforeEach, describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { setupMockApi } from "../../testing/mockApi";
import { callbackFragment, fakeIdentityProvider, startLogin, TEST_IDP } from "../../testing/identityProvider";
import { renderRoute } from "../../testing/render";
import { getSession, storeApiKey, storeImpersonation } from "../../session/sessionStore";
import { CallbackRoute } from "./CallbackRoute";
import { UNKNOWN_LOGIN_STATE_MESSAGE } from "./useLoginCallback";

// Signed out unless a test signs in: the callback is what signs in.
const mock = setupMockApi({ apiKey: null, freshSession: true });
const idp = fakeIdentityProvider();

/** The exchanges the API saw (POST /user-resource/auth0_callback bodies). */
let exchanged: unknown[] = [];

beforeEach(() => {
  // The site logs in through the identity provider, whose keys the tests' tokens are signed with.
  Object.assign(mock.store.state.ui, { authProvider: "auth0", auth0Domain: TEST_IDP.domain, auth0ClientId: TEST_IDP.clientId });
  exchanged = [];
  mock.server.use(
    idp.jwksHandler,
    http.post("*/v1/user-resource/auth0_callback", async ({ request }) => {
      exchanged.push(await request.json());
      return HttpResponse.json({ apikey: "from-callback" });
    }),
  );
});

const renderCallback = (fragment: string) => renderRoute("/auth0_callback", <CallbackRoute />, `/auth0_callback${fragment}`);

/** A login this browser started for `returnPath`, come back from the provider for `email`. */
async function startedLogin(returnPath: string, email = "ann@example.com") {
  const { state, nonce } = await startLogin(returnPath);
  return callbackFragment({ idToken: idp.idToken({ nonce, email }), state });
}

describe("/auth0_callback", () => {
  it("says 'Logging in...', checks the login this browser started, posts the fragment, stores the apikey and goes to the path in state", async () => {
    const fragment = await startedLogin("/compute?tab=vms");
    renderCallback(fragment);
    expect(screen.getByRole("heading", { name: "Logging in..." })).toBeInTheDocument();
    expect(await screen.findByText("Landed on /compute?tab=vms")).toBeInTheDocument();
    expect(exchanged).toEqual([Object.fromEntries(new URLSearchParams(fragment.slice(1)))]);
    expect(getSession().apikey).toBe("from-callback");
  });

  it.each([
    ["a state this tab never issued", `&state=${encodeURIComponent(JSON.stringify("/billing"))}`],
    ["no state", ""],
  ])("refuses a callback with %s, keeps the session it has and goes Back home", async (_case, state) => {
    storeApiKey("my-own-key");
    // Someone else's tokens, sent in a link: no login was started in this tab with this state.
    const { user } = renderCallback(`#access_token=someone-elses&id_token=x${state}`);
    expect(screen.getByRole("heading", { level: 1, name: "Login error" })).toBeInTheDocument();
    expect(screen.getByText("invalid_state")).toBeInTheDocument();
    expect(screen.getByText(UNKNOWN_LOGIN_STATE_MESSAGE)).toBeInTheDocument();
    expect(screen.getByText("This login was not started in this browser, or it was already used. Log in again from the login page.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Back" }));
    expect(screen.getByText("Landed on /")).toBeInTheDocument();
    expect(exchanged).toEqual([]);
    expect(getSession().apikey).toBe("my-own-key");
  });

  it("brings each of two logins started in this tab back to its own path, whichever returns first", async () => {
    const toBilling = await startedLogin("/billing", "demo@example.com");
    const toNetwork = await startedLogin("/network?location=jkt", "demo@example.com");
    const first = renderCallback(toNetwork);
    expect(await screen.findByText("Landed on /network?location=jkt")).toBeInTheDocument();
    first.unmount();
    renderCallback(toBilling);
    expect(await screen.findByText("Landed on /billing")).toBeInTheDocument();
    expect(exchanged).toHaveLength(2);
  });

  it("refuses a callback whose token was issued for another login (its nonce is not this browser's)", async () => {
    const { state: started } = await startLogin("/billing");
    renderCallback(callbackFragment({ idToken: idp.idToken({ nonce: "the-attackers-nonce", email: "eve@example.com" }), state: started }));
    expect(await screen.findByRole("heading", { level: 1, name: "Login error" })).toBeInTheDocument();
    expect(screen.getByText(/^Nonce \(nonce\) claim value mismatch in the ID token/)).toBeInTheDocument();
    expect(exchanged).toEqual([]);
    expect(getSession().apikey).toBeUndefined();
  });

  it("accepts a callback once: the same address opened again is refused", async () => {
    const fragment = await startedLogin("/network");
    const first = renderCallback(fragment);
    expect(await screen.findByText("Landed on /network")).toBeInTheDocument();
    first.unmount();
    renderCallback(fragment);
    expect(await screen.findByText(UNKNOWN_LOGIN_STATE_MESSAGE)).toBeInTheDocument();
    expect(exchanged).toHaveLength(1);
  });

  it("refuses every token on a site that logs in with API keys only (no login is ever started there)", async () => {
    const fragment = await startedLogin("/compute");
    Object.assign(mock.store.state.ui, { authProvider: "fake" });
    renderCallback(fragment);
    expect(await screen.findByText("`state` does not match.")).toBeInTheDocument();
    expect(exchanged).toEqual([]);
  });

  describe("while another account's session is live", () => {
    beforeEach(() => {
      storeApiKey("my-own-key");
    });

    it("asks before switching; keeping the current session changes nothing", async () => {
      const { user } = renderCallback(await startedLogin("/billing", "other@example.com"));
      expect(await screen.findByRole("heading", { level: 1, name: "Switch account?" })).toBeInTheDocument();
      expect(screen.getByRole("alertdialog")).toHaveTextContent("You are logged in as demo@example.com. The login that just finished is for other@example.com.");
      await user.click(screen.getByRole("button", { name: "Keep my current session" }));
      expect(await screen.findByText("Landed on /billing")).toBeInTheDocument();
      expect(getSession().apikey).toBe("my-own-key");
      expect(exchanged).toEqual([]);
    });

    it("switches when asked to: the old session (impersonation included) ends and the new login's key is stored", async () => {
      storeImpersonation({ token: "acting-as-someone", access_owner: "owner@example.com" });
      const { user } = renderCallback(await startedLogin("/billing", "other@example.com"));
      await user.click(await screen.findByRole("button", { name: "Switch to other@example.com" }));
      expect(await screen.findByText("Landed on /billing")).toBeInTheDocument();
      expect(getSession()).toMatchObject({ apikey: "from-callback", impersonation: undefined });
      expect(exchanged).toHaveLength(1);
    });

    it("does not ask when the login is for the account already signed in", async () => {
      renderCallback(await startedLogin("/profile", "Demo@Example.com"));
      expect(await screen.findByText("Landed on /profile")).toBeInTheDocument();
      expect(screen.queryByText("Switch account?")).not.toBeInTheDocument();
      expect(getSession().apikey).toBe("from-callback");
    });
  });

  it("shows 'Login error' with Code, description, the raw parameters and a copy button; Back goes to the login's path", async () => {
    const { state } = await startLogin("/compute?tab=vms");
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

  it.each(["//evil.example/", "/\t/evil.example", "/\n/evil.example"])("goes Back to / from a login started on %j (no open redirect)", async (target) => {
    const { state } = await startLogin(target);
    const { user } = renderCallback(`#error=access_denied&error_description=x&state=${state}`);
    await user.click(screen.getByRole("button", { name: "Back" }));
    expect(screen.getByText("Landed on /")).toBeInTheDocument();
  });

  it("lands on / after a login whose state holds a control character", async () => {
    renderCallback(await startedLogin("/\t/evil.example"));
    expect(await screen.findByText("Landed on /")).toBeInTheDocument();
    expect(getSession().apikey).toBe("from-callback");
  });

  it("shows 'Login error' when the API refuses the exchange", async () => {
    mock.server.use(http.post("*/v1/user-resource/auth0_callback", () => HttpResponse.json({ errors: { Error: "Token expired" } }, { status: 400 })));
    renderCallback(await startedLogin("/"));
    expect(await screen.findByRole("heading", { level: 1, name: "Login error" })).toBeInTheDocument();
    expect(screen.getByText(/^Token expired/)).toBeInTheDocument();
  });

  it("raises an error when the parameters are missing", () => {
    renderCallback("");
    expect(screen.getByRole("alert")).toHaveTextContent("The login callback has no parameters");
  });
});
