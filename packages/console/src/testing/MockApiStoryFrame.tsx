import { Suspense, useState, type ReactNode } from "react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { getResponse } from "msw";
import { createMockApi, manualClock, type MockConfigName, type MockState } from "@cloudconsole/mock-api";
import { createApiClient } from "@cloudconsole/sdk";
import { Spinner } from "@cloudconsole/ui";
import { ApiClientProvider } from "../api/ApiClientContext";
import { clearImpersonation, getActiveApiKey } from "../session/sessionStore";
import { ConsoleToaster } from "../toasts/ConsoleToaster";

const STORY_API = "http://story.invalid/v1";

/** What a story over the mock API can vary: its controls. */
export interface MockApiStoryProps {
  /** A seed and/or faults: "demo", "empty", "large", "demo+errors", … */
  preset?: string;
  configName?: MockConfigName;
  /** Calls whose URL matches fail as if the network were down (error states). */
  unreachable?: RegExp;
  /** Changes the seeded state before the story starts (an account's status, a card pending verification). */
  prepare?: (state: MockState) => void;
  children?: ReactNode;
}

/** The mock API a story starts from; also for reading its seeded ids (a VM's uuid for a story's route). */
export function storyMockApi({ preset = "demo", configName = "default" }: Pick<MockApiStoryProps, "preset" | "configName"> = {}) {
  // A fixed clock: every render of a story shows the same data.
  return createMockApi({ baseUrl: STORY_API, preset, configName, clock: manualClock(Date.UTC(2026, 10, 22, 12)) });
}

function createStoryBackend({ preset, configName, unreachable, prepare, session }: MockApiStoryProps & { session: boolean }) {
  // Each story starts as the signed-in user, whatever an earlier story started (the session lives in localStorage).
  if (session) clearImpersonation();
  const api = storyMockApi({ preset, configName });
  prepare?.(api.store.state);
  const client = createApiClient({
    baseUrl: STORY_API,
    // With the session, an impersonation token wins over the story's own key, as in the console.
    ...(session ? { getApiKey: () => getActiveApiKey() ?? "story-key" } : { apiKey: "story-key" }),
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
  return { client, queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }) };
}

/**
 * A fresh in-memory mock API for one story, answering the client directly (no service worker, no network), around
 * `children` (the domain's routes) with a loading fallback and the toaster: stories show real screens with live
 * actions, every state reachable through the preset.
 */
export function MockApiStoryFrame({
  session = false,
  banner,
  children,
  ...backend
}: MockApiStoryProps & {
  /** Call with the console's session key, so an impersonation started in the story takes over. */
  session?: boolean;
  /** Shown above the padded page, as the shell shows its banners. */
  banner?: ReactNode;
}) {
  const [{ client, queryClient }] = useState(() => createStoryBackend({ ...backend, session }));
  return (
    <ApiClientProvider client={client}>
      <QueryClientProvider client={queryClient}>
        {banner}
        <div style={{ padding: 24 }}>
          <Suspense fallback={<Spinner label="Loading" />}>{children}</Suspense>
        </div>
        <ConsoleToaster />
      </QueryClientProvider>
    </ApiClientProvider>
  );
}

/** The parameters and args a story file's meta starts from: the route it opens and the controls' starting values. */
export function mockApiStory(route: string, args: MockApiStoryProps = {}) {
  return { parameters: { route }, args: { preset: "demo", ...args } };
}
