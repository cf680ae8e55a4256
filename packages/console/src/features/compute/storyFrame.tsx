import { Suspense, useState, type ReactNode } from "react";
import { Route, Routes } from "react-router";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { getResponse } from "msw";
import { createMockApi, manualClock, type MockConfigName } from "@cloudconsole/mock-api";
import { createApiClient } from "@cloudconsole/sdk";
import { Spinner } from "@cloudconsole/ui";
import { ApiClientProvider } from "../../api/ApiClientContext";
import { ConsoleToaster } from "../../toasts/ConsoleToaster";
import { ConfigLayout } from "../config/ConfigLayout";
import { metalRoutes } from "../metal/routes";
import { computeRoutes } from "./routes";

const STORY_API = "http://story.invalid/v1";

/** A fresh in-memory mock API for one story, answering the client directly (no service worker, no network). */
function createStoryBackend(preset: string, configName: MockConfigName, unreachable?: RegExp) {
  // A fixed clock: every render of a story shows the same data.
  const api = createMockApi({ baseUrl: STORY_API, preset, configName, clock: manualClock(Date.UTC(2026, 10, 22, 12)) });
  const client = createApiClient({
    baseUrl: STORY_API,
    apiKey: "story-key",
    validate: false,
    fetch: async (input, init) => {
      const request = new Request(input, init);
      // What the browser does when the network is down: fetch rejects.
      if (unreachable?.test(request.url)) throw new TypeError("Failed to fetch");
      const response = await getResponse(api.handlers, request);
      if (response?.type === "error") throw new TypeError("Failed to fetch");
      return response ?? new Response(JSON.stringify({ errors: { Error: "No mock handler" } }), { status: 404 });
    },
  });
  return { api, client, queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }) };
}

/**
 * Renders the compute and metal routes against a mock API preset ("demo", "empty", "large", "demo+errors", …):
 * stories show real screens with live actions, every state reachable through the preset.
 */
export function ComputeStoryFrame({
  preset = "demo",
  configName = "default",
  unreachable,
  children,
}: {
  preset?: string;
  configName?: MockConfigName;
  /** Calls whose URL matches fail as if the network were down (error states). */
  unreachable?: RegExp;
  children?: ReactNode;
}) {
  const [backend] = useState(() => createStoryBackend(preset, configName, unreachable));
  return (
    <ApiClientProvider client={backend.client}>
      <QueryClientProvider client={backend.queryClient}>
        <div style={{ padding: 24 }}>
          <Suspense fallback={<Spinner label="Loading" />}>
            <Routes>
              <Route element={<ConfigLayout />}>
                {[...computeRoutes, ...metalRoutes].map((definition) => (
                  <Route key={definition.path} path={definition.path} element={definition.element} />
                ))}
                <Route path="sidebar" element={<SidebarSlot>{children}</SidebarSlot>} />
              </Route>
            </Routes>
          </Suspense>
          <ConsoleToaster />
        </div>
      </QueryClientProvider>
    </ApiClientProvider>
  );
}

function SidebarSlot({ children }: { children?: ReactNode }) {
  return <div style={{ width: 320, height: 600, display: "flex", flexDirection: "column" }}>{children}</div>;
}

/** The uuid of a VM of the demo preset, for detail stories' routes. */
export function demoVm(name: string, configName: MockConfigName = "default"): { uuid: string; location: string } {
  const vm = createMockApi({ baseUrl: STORY_API, preset: "demo", configName, clock: manualClock(Date.UTC(2026, 10, 22, 12)) }).store.state.vms.find((candidate) => candidate.name === name);
  return { uuid: vm?.uuid ?? "missing", location: vm?.location ?? "tll" };
}
