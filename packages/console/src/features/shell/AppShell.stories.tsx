import { useState, type ReactNode } from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { Route, Routes } from "react-router";
import { mockLocationsFor, mockUiConfig } from "@cloudconsole/mock-api";
import { useApiClient } from "../../api/ApiClientContext";
import { configQueries } from "../../config/queries";
import { AppShell } from "./AppShell";
import { PlaceholderScreen } from "../../screens/PlaceholderScreen";

/** The shell around a placeholder page, with a configuration already loaded. */
function ShellWithConfig({ configName, children }: { configName: "default" | "metal"; children?: ReactNode }) {
  const client = useApiClient();
  const [queryClient] = useState(() => {
    const cache = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } } });
    cache.setQueryData(configQueries.ui(client).queryKey, { ...mockUiConfig(configName), chatEnabled: false });
    cache.setQueryData(configQueries.locations(client).queryKey, mockLocationsFor(configName));
    return cache;
  });
  return (
    <QueryClientProvider client={queryClient}>
      <Routes>
        <Route element={<AppShell />}>
          <Route path="*" element={children ?? <PlaceholderScreen title="Network" message="The category's screen goes here." />} />
        </Route>
      </Routes>
    </QueryClientProvider>
  );
}

const meta = { title: "Shell/App shell", component: ShellWithConfig, args: { configName: "default" }, parameters: { route: "/network" } } satisfies Meta<typeof ShellWithConfig>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Desktop: 80 px category rail, 35 px header, 320 px sidebar of the current category. */
export const Desktop: Story = {};

/** The metal configuration: only Compute (bare metal), Access and Billing. */
export const DesktopMetal: Story = { args: { configName: "metal" }, parameters: { route: "/access" } };

/** A phone: top bar, the page alone (no sidebar), bottom navigation. */
export const Mobile: Story = { globals: { viewport: { value: "mobile1", isRotated: false } } };
