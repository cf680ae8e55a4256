import { Outlet } from "react-router";
import { useSuspenseQueries } from "@tanstack/react-query";
import type { Location, UiConfig } from "@cloudconsole/sdk";
import { useApiClient } from "../api/ApiClientContext";
import { configQueries } from "./queries";

/**
 * Everything below needs the site configuration and the locations. Both requests start together (one suspense
 * over both), so the first screen waits for the slower of the two, not for the sum.
 */
export function ConfigLayout() {
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
