import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createConsoleApiClient } from "../api/ApiClientContext";
import { setupMockApi } from "../testing/mockApi";
import { testProvider } from "../testing/testProvider";
import { clearSession } from "../session/sessionStore";
import { ConsoleProviders } from "./ConsoleProviders";
import { ConsoleScreens } from "./ConsoleScreens";
import { createConsoleQueryClient } from "./queryClient";

setupMockApi({ apiKey: null, freshSession: true });

/** The console as the app mounts it, opened at `address` (under /app). */
function openConsoleAt(address: string) {
  window.history.replaceState(null, "", address);
  function Console() {
    const [client] = useState(() => createConsoleApiClient("http://localhost/v1"));
    const [queryClient] = useState(() => createConsoleQueryClient());
    return (
      <ConsoleProviders provider={testProvider} client={client} queryClient={queryClient}>
        <ConsoleScreens />
      </ConsoleProviders>
    );
  }
  return { user: userEvent.setup(), ...render(<Console />) };
}

describe("what the console shows, with and without the router", () => {
  afterEach(() => {
    clearSession();
    window.history.replaceState(null, "", "/");
  });

  it("shows a signed-out visitor the login screen at any address, and the signed-in console once the key is accepted", async () => {
    const { user } = openConsoleAt("/app/compute");
    expect(await screen.findByRole("heading", { level: 1, name: "Log in" })).toBeInTheDocument();
    await user.type(screen.getByRole("textbox", { name: /^API key/ }), "good-key");
    await user.click(screen.getByRole("button", { name: "Log In" }));
    expect(await screen.findByRole("navigation", { name: "Resource categories" }, { timeout: 30_000 })).toBeInTheDocument();
  });

  it("routes an address of the router's own without a session: a referral link opens sign-up", async () => {
    openConsoleAt("/app/referral/FRIEND42");
    expect(await screen.findByRole("heading", { level: 1, name: "Sign up" }, { timeout: 30_000 })).toBeInTheDocument();
    expect(window.location.search).toBe("?referral_code=FRIEND42");
  });
});
