import { Suspense } from "react";
import { describe, expect, it, vi } from "vitest";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useSuspenseQuery } from "@tanstack/react-query";
import { MemoryRouter, Route, Routes } from "react-router";
import { http, HttpResponse } from "msw";
import { userMutations } from "@cloudconsole/sdk/query";
import { testProvider } from "../../testing/testProvider";
import { createConsoleApiClient, useApiClient } from "../../api/ApiClientContext";
import { useApiMutation } from "../../api/useApiMutation";
import { ConsoleProviders } from "../../app/ConsoleProviders";
import { createConsoleQueryClient } from "../../app/queryClient";
import { ConfigLayout } from "../../config/ConfigLayout";
import { RouteErrorBoundary } from "../../screens/RouteErrorBoundary";
import { getSession, storeApiKey, storeImpersonation } from "../../session/sessionStore";
import { userQueries } from "../../session/userQueries";
import { setupMockApi } from "../../testing/mockApi";
import { AppShell } from "./AppShell";
import { AuthGate } from "./AuthGate";
import { awaitStartupCode } from "../../app/startupCode";

vi.mock("../../toasts/toasts", async (importOriginal) => ({ ...(await importOriginal<object>()), showErrorToast: vi.fn() }));
vi.mock("../../reporting/backgroundErrors", async (importOriginal) => ({ ...(await importOriginal<object>()), handleBackgroundError: vi.fn() }));
const { showErrorToast } = await import("../../toasts/toasts");
const { handleBackgroundError } = await import("../../reporting/backgroundErrors");

const mock = setupMockApi({ apiKey: null, freshSession: true });

/** The credentials error the API gateway answers a refused key with. */
const refused = () => HttpResponse.json({ message: "Invalid authentication credentials" }, { status: 401 });

/** A signed-in page: the user's email and a write. */
function UserPage() {
  const { data } = useSuspenseQuery(userQueries.detail(useApiClient()));
  const activate = useApiMutation({ mutation: userMutations.activateMfa, variables: () => undefined, failure: "Failed to activate MFA" });
  return (
    <>
      <p>Signed in as {data.name}</p>
      <button type="button" onClick={() => activate.mutate()}>
        Activate MFA
      </button>
    </>
  );
}

/** The console's routes around the page, with the console's own query client (the one that ends sessions). */
function renderConsole(route: string) {
  const queryClient = createConsoleQueryClient();
  render(
    <ConsoleProviders provider={testProvider} client={createConsoleApiClient("http://localhost/v1")} queryClient={queryClient}>
      <MemoryRouter initialEntries={[route]}>
        <RouteErrorBoundary>
          <Suspense fallback="loading">
            <Routes>
              <Route element={<ConfigLayout />}>
                <Route element={<AuthGate />}>
                  <Route element={<AppShell />}>
                    <Route path="*" element={<UserPage />} />
                  </Route>
                </Route>
              </Route>
            </Routes>
          </Suspense>
        </RouteErrorBoundary>
      </MemoryRouter>
    </ConsoleProviders>,
  );
  return { queryClient, user: userEvent.setup() };
}

async function expectEndedSessionLogin() {
  expect(await screen.findByText("Your session has ended. Log in again.")).toBeInTheDocument();
  expect(screen.getByRole("heading", { level: 1, name: "Log in" })).toBeInTheDocument();
  expect(getSession()).toMatchObject({ apikey: undefined, ended: { reason: "session" } });
  expect(showErrorToast).not.toHaveBeenCalled();
  expect(handleBackgroundError).not.toHaveBeenCalled();
}

describe("a session the API stops accepting", () => {
  it("refused at once (every call of the shell answered 401): lands on the login screen saying the session ended", async () => {
    storeApiKey("invalid-stored-key");
    renderConsole("/network");
    await expectEndedSessionLogin();
  });

  it("refused on a refetch of data on screen: no background error toast, the login screen instead", async () => {
    storeApiKey("good-key");
    const { queryClient } = renderConsole("/");
    expect(await screen.findByText(/^Signed in as/)).toBeInTheDocument();
    mock.server.use(http.get("*/v1/user-resource/user", refused));
    await queryClient.invalidateQueries();
    await expectEndedSessionLogin();
  });

  it("refused on a write: no failure toast, the login screen instead", async () => {
    storeApiKey("good-key");
    const { user } = renderConsole("/");
    await user.click(await screen.findByRole("button", { name: "Activate MFA" }));
    mock.server.use(http.post("*/v1/user-resource/mfa/activate", refused));
    await user.click(screen.getByRole("button", { name: "Activate MFA" }));
    await expectEndedSessionLogin();
  });

  it("refusing an impersonation token ends the impersonation and says so, keeping the visitor's own key", async () => {
    storeApiKey("own-key");
    storeImpersonation({ token: "invalid-impersonation-token", access_owner: "owner@example.com" });
    renderConsole("/network");
    expect(await screen.findByRole("heading", { level: 1, name: "Impersonation ended" })).toBeInTheDocument();
    expect(screen.getByText(/You are no longer acting as owner@example.com/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Return to my account" })).toBeInTheDocument();
    await waitFor(() => expect(getSession()).toMatchObject({ apikey: "own-key", impersonation: undefined }));
    expect(showErrorToast).not.toHaveBeenCalled();
  });
});

describe("the code loading since startup", () => {
  it("keeps the loading screen until the signed-in console's code is in, then shows the console in one piece", async () => {
    storeApiKey("good-key");
    let arrive: () => void = () => {};
    awaitStartupCode(new Promise<void>((resolve) => (arrive = resolve)));
    const answered: string[] = [];
    mock.server.events.on("response:mocked", ({ request }) => answered.push(new URL(request.url).pathname));
    renderConsole("/");
    // The configuration arrives meanwhile; the loading screen (not a suspense fallback) stays until the code is in.
    await waitFor(() => expect(answered).toEqual(expect.arrayContaining(["/v1/config/ui/config", "/v1/config/locations"])));
    expect(screen.getByTestId("loading-screen")).toBeInTheDocument();
    expect(screen.queryByRole("banner")).not.toBeInTheDocument();
    arrive();
    expect(await screen.findByText(/^Signed in as/)).toBeInTheDocument();
    expect(screen.getByRole("banner")).toBeInTheDocument();
  });
});
