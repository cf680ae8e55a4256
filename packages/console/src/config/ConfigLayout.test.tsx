import { Suspense } from "react";
import { describe, expect, it } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { setupMockApi } from "../testing/mockApi";
import { holdUntilAllStarted } from "../testing/parallelRequests";
import { renderScreen } from "../testing/render";
import { ConfigLayout } from "./ConfigLayout";

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
});
