import { useState } from "react";
import { Outlet } from "react-router";
import { useQueryClient, useSuspenseQueries } from "@tanstack/react-query";
import type { Location, UiConfig } from "@cloudconsole/sdk";
import { useApiClient } from "../api/ApiClientContext";
import { ProviderLoadingScreen } from "../app/ProviderLoadingScreen";
import { SETTLED, tracked, useSettled } from "../app/useSettled";
import { configQueries } from "./queries";

/**
 * Everything below needs the site configuration and the locations. Both requests start together, so the first
 * screen waits for the slower of the two, not for the sum. The loading screen waits for them without suspending:
 * the console then appears as soon as they are in (a failure is thrown below, to the error screen).
 */
export function ConfigLayout() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [loaded] = useState(() => {
    const ui = configQueries.ui(client);
    const locations = configQueries.locations(client);
    if (queryClient.getQueryData(ui.queryKey) && queryClient.getQueryData(locations.queryKey)) return SETTLED;
    return tracked(Promise.all([queryClient.ensureQueryData(ui), queryClient.ensureQueryData(locations)]));
  });
  if (!useSettled(loaded)) return <ProviderLoadingScreen />;
  return <SiteConfigOutlet />;
}

function SiteConfigOutlet() {
  useSiteConfig();
  return <Outlet />;
}

/** The site configuration and every location, loaded together. */
export function useSiteConfig(): { config: UiConfig; locations: Location[] } {
  const client = useApiClient();
  return useSuspenseQueries({
    queries: [configQueries.ui(client), configQueries.locations(client)],
    combine: ([ui, locations]) => ({ config: ui.data, locations: locations.data }),
  });
}

/** The site configuration, once loaded (with the locations: they are always asked for together). */
export function useUiConfig(): UiConfig {
  return useSiteConfig().config;
}

/** Every location, once loaded (with the site configuration). */
export function useLocations(): Location[] {
  return useSiteConfig().locations;
}
