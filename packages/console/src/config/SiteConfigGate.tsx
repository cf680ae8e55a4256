import { useState, type ReactNode } from "react";
import { useQueryClient, useSuspenseQueries } from "@tanstack/react-query";
import type { Location, UiConfig } from "@cloudconsole/sdk";
import { useApiClient } from "../api/ApiClientContext";
import { ProviderLoadingScreen } from "../app/ProviderLoadingScreen";
import { SETTLED, tracked, useSettled } from "../app/useSettled";
import { CONFIG_NOT_LOADED_MESSAGE, configQueries } from "./queries";

/**
 * Everything below needs the site configuration and the locations. Both requests start together, so the first
 * screen waits for the slower of the two, not for the sum. The loading screen waits for them without suspending:
 * the console then appears as soon as they are in (a failure is thrown below, to the error screen). No router here:
 * the login screen is shown through this gate before the router's code has loaded (`ConfigLayout` is the route).
 */
export function SiteConfigGate({ children }: { children: ReactNode }) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [loaded] = useState(() => {
    const ui = configQueries.ui(client);
    const locations = configQueries.locations(client);
    if (queryClient.getQueryData(ui.queryKey) && queryClient.getQueryData(locations.queryKey)) return SETTLED;
    return tracked(Promise.all([queryClient.ensureQueryData(ui), queryClient.ensureQueryData(locations)]));
  });
  if (!useSettled(loaded)) return <ProviderLoadingScreen />;
  return <WithSiteConfig>{children}</WithSiteConfig>;
}

function WithSiteConfig({ children }: { children: ReactNode }) {
  useSiteConfig();
  return children;
}

/**
 * The site configuration and every location, loaded together. ConfigLayout fetches them before anything below it
 * renders: a read where nothing has asked for them throws 'Configuration not loaded yet, it must be manually fetched
 * before the first use' rather than starting a fetch of its own in the middle of a screen (a failed fetch is thrown
 * as it failed).
 */
export function useSiteConfig(): { config: UiConfig; locations: Location[] } {
  const client = useApiClient();
  const queryClient = useQueryClient();
  if (queryClient.getQueryState(configQueries.ui(client).queryKey) === undefined) throw new Error(CONFIG_NOT_LOADED_MESSAGE);
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
