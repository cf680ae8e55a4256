import { Outlet } from "react-router";
import { useSuspenseQuery } from "@tanstack/react-query";
import { useApiClient } from "../../api/ApiClientContext";
import { configQueries } from "./queries";

/** Everything below needs the site configuration and the locations; both load together, before anything renders. */
export function ConfigLayout() {
  const client = useApiClient();
  // Start both requests before suspending on either.
  useSuspenseQuery(configQueries.ui(client));
  useSuspenseQuery(configQueries.locations(client));
  return <Outlet />;
}

/** The site configuration, once loaded. */
export function useUiConfig() {
  const client = useApiClient();
  return useSuspenseQuery(configQueries.ui(client)).data;
}

/** Every location, once loaded. */
export function useLocations() {
  const client = useApiClient();
  return useSuspenseQuery(configQueries.locations(client)).data;
}
