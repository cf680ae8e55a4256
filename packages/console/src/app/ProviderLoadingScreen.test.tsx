import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { http, HttpResponse } from "msw";
import { timeoutManager } from "@tanstack/react-query";
import { RETRY_DELAY_MS } from "@cloudconsole/sdk";
import { testProvider } from "../testing/testProvider";
import { createConsoleApiClient } from "../api/ApiClientContext";
import { setupMockApi } from "../testing/mockApi";
import { ConsoleProviders } from "./ConsoleProviders";
import { createConsoleQueryClient } from "./queryClient";
import { ConsoleRoutes } from "./RoutedConsole";

const mock = setupMockApi({ apiKey: null });

// The retry policy is the real one (3 retries, 7 s apart), but its waits are held here: the next try comes only
// when 'Retry now' is pressed or the test ends a wait, so every step follows an event, never the clock.
const heldWaits: (() => void)[] = [];
timeoutManager.setTimeoutProvider({
  setTimeout: (callback, delay) => {
    if (delay !== RETRY_DELAY_MS) return setTimeout(callback, delay);
    heldWaits.push(() => callback());
    return -1;
  },
  clearTimeout: (id) => clearTimeout(id),
  setInterval: (callback, delay) => setInterval(callback, delay),
  clearInterval: (id) => clearInterval(id),
});
afterEach(() => {
  heldWaits.length = 0;
});

const BAD_GATEWAY_PAGE = "<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n<body><center><h1>502 Bad Gateway</h1></center></body></html>";
const CONFIG_URL = "http://localhost/v1/config/ui/config";

/** Answers the configuration call with a proxy's 502 page `times` times (every time without a count), counting calls. */
function badGatewayForConfig(times?: number) {
  const calls = { count: 0 };
  mock.server.events.on("request:start", ({ request }) => {
    if (request.url === CONFIG_URL) calls.count += 1;
  });
  mock.server.use(
    http.get(CONFIG_URL, () => new HttpResponse(BAD_GATEWAY_PAGE, { status: 502, headers: { "content-type": "text/html" } }), { once: times === 1 }),
  );
  return calls;
}

function ConsoleUnderTest() {
  const [client] = useState(() => createConsoleApiClient("http://localhost/v1"));
  const [queryClient] = useState(() => createConsoleQueryClient());
  return (
    <ConsoleProviders provider={testProvider} client={client} queryClient={queryClient}>
      <MemoryRouter>
        <ConsoleRoutes />
      </MemoryRouter>
    </ConsoleProviders>
  );
}

describe("the loading screen while the console reaches the server", () => {
  afterEach(() => {
    mock.server.events.removeAllListeners();
    vi.restoreAllMocks();
  });

  it("says it is connecting while the first call is under way, then shows the console", async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    mock.server.use(
      http.get(CONFIG_URL, async () => {
        await answered;
        return undefined;
      }),
    );
    render(<ConsoleUnderTest />);
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("Connecting to the server…"));
    expect(await screen.findByRole("img", { name: "Warren" })).toBeInTheDocument();
    answer();
    expect(await screen.findByRole("heading", { level: 1, name: "Log in" })).toBeInTheDocument();
  });

  it("after a failed try says which try comes next and what failed, and 'Retry now' tries again at once", async () => {
    const calls = badGatewayForConfig(1);
    const user = userEvent.setup();
    render(<ConsoleUnderTest />);
    const status = await screen.findByRole("status");
    await waitFor(() => expect(status).toHaveTextContent("Retrying the connection to the server (try 2 of 4)…"));
    expect(status).toHaveTextContent("The last try failed: The server answered with a web page instead of data (HTTP 502)");
    expect(calls.count).toBe(1);
    // The wait before the next try is held for good: only the button can bring it.
    await user.click(screen.getByRole("button", { name: "Retry now" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Log in" })).toBeInTheDocument();
    expect(calls.count).toBe(2);
  });

  it("shows the error screen, in words, once every try has failed", async () => {
    // React reports the error the route's boundary catches.
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    badGatewayForConfig();
    render(<ConsoleUnderTest />);
    for (const tryNumber of [2, 3, 4]) {
      await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent(`try ${tryNumber} of 4`));
      await waitFor(() => expect(heldWaits.length).toBeGreaterThan(0));
      heldWaits.shift()?.();
    }
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByRole("heading", { name: "Something went wrong" })).toBeInTheDocument();
    expect(alert).toHaveTextContent("The server answered with a web page instead of data (HTTP 502)");
    expect(within(alert).getByText("Show what the server sent")).toBeInTheDocument();
    expect(within(alert).getByText(/<title>502 Bad Gateway<\/title>/)).not.toBeVisible();
    expect(within(alert).getByRole("button", { name: "Reload page" })).toBeInTheDocument();
  });
});
