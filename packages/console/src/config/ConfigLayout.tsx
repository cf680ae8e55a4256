import { Outlet } from "react-router";
import { SiteConfigGate } from "./SiteConfigGate";

export { useLocations, useSiteConfig, useUiConfig } from "./SiteConfigGate";

/** The route every screen of the console is under: its outlet once the site configuration and locations are in. */
export function ConfigLayout() {
  return (
    <SiteConfigGate>
      <Outlet />
    </SiteConfigGate>
  );
}
