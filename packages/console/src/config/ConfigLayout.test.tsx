import { Suspense } from "react";
import { describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { setupMockApi } from "../testing/mockApi";
import { holdUntilAllStarted } from "../testing/parallelRequests";
import { ErrorBoundary } from "react-error-boundary";
import { renderScreen } from "../testing/render";
import { ConfigLayout, useUiConfig } from "./ConfigLayout";

const mock = setupMockApi();

describe("ConfigLayout", () => {
  it("starts the configuration and location calls together on the first load", async () => {
    const held = holdUntilAllStarted(mock, ["/config/ui/config", "/config/locations"]);
    renderScreen(
      <Suspense fallback="loading">
        <Routes>
          <Route element={<ConfigLayout />}>
            <Route path="*" element={<p>page content</p>} />
          </Route>
        </Routes>
      </Suspense>,
    );
    await waitFor(() => expect(held.started.size).toBe(2));
    expect(await screen.findByText("page content")).toBeInTheDocument();
  });

  it("says 'Configuration not loaded yet…' where a screen reads the configuration outside it, asking for nothing", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const calls: string[] = [];
    mock.server.events.on("request:start", ({ request }) => calls.push(new URL(request.url).pathname));
    function SiteName() {
      return <p>{useUiConfig().siteName}</p>;
    }
    renderScreen(
      <ErrorBoundary fallbackRender={({ error }) => <p role="alert">{error instanceof Error ? error.message : String(error)}</p>}>
        <Suspense fallback="loading">
          <SiteName />
        </Suspense>
      </ErrorBoundary>,
    );
    expect(await screen.findByRole("alert")).toHaveTextContent("Configuration not loaded yet, it must be manually fetched before the first use");
    expect(calls).not.toContain("/v1/config/ui/config");
    mock.server.events.removeAllListeners();
    vi.restoreAllMocks();
  });
});
