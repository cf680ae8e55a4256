import { Suspense, useState } from "react";
import { Route, Routes } from "react-router";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { getResponse } from "msw";
import { createMockApi, manualClock } from "@cloudconsole/mock-api";
import { createApiClient } from "@cloudconsole/sdk";
import { Spinner } from "@cloudconsole/ui";
import { ApiClientProvider } from "../../api/ApiClientContext";
import { clearImpersonation, getActiveApiKey } from "../../session/sessionStore";
import { ConsoleToaster } from "../../toasts/ConsoleToaster";
import { ImpersonationBanner } from "../impersonation/ImpersonationBanner";
import { PlaceholderScreen } from "../shell/PlaceholderScreen";
import { ProfileScreen } from "./ProfileScreen";

const STORY_API = "http://story.invalid/v1";

/**
 * /profile over a fresh in-memory mock API ("demo": the user is an admin; "empty": a customer), with the impersonation
 * banner and a home page, so starting and returning from impersonation can be tried in the story.
 */
export function ProfileStoryFrame({ preset = "demo" }: { preset?: string }) {
  const [backend] = useState(() => {
    // Each story starts as the signed-in user, whatever an earlier story started (the session lives in localStorage).
    clearImpersonation();
    // A fixed clock: every render of a story shows the same data.
    const api = createMockApi({ baseUrl: STORY_API, preset, clock: manualClock(Date.UTC(2026, 10, 22, 12)) });
    const client = createApiClient({
      baseUrl: STORY_API,
      // The impersonation token wins over the story's own key, as in the console.
      getApiKey: () => getActiveApiKey() ?? "story-key",
      validate: false,
      fetch: async (input, init) => {
        const response = await getResponse(api.handlers, new Request(input, init));
        if (!response || response.type === "error") throw new TypeError("Failed to fetch");
        return response;
      },
    });
    return { client, queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }) };
  });
  return (
    <ApiClientProvider client={backend.client}>
      <QueryClientProvider client={backend.queryClient}>
        <ImpersonationBanner />
        <div style={{ padding: 24 }}>
          <Suspense fallback={<Spinner label="Loading" />}>
            <Routes>
              <Route path="/profile" element={<ProfileScreen />} />
              <Route path="*" element={<PlaceholderScreen title="Home" message="Where the console goes when impersonation starts." />} />
            </Routes>
          </Suspense>
        </div>
        <ConsoleToaster />
      </QueryClientProvider>
    </ApiClientProvider>
  );
}
