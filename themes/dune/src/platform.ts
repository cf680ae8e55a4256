import type { PlatformSettings } from "@cloudconsole/provider";
import { loginImageSvg } from "./loginImage";

/**
 * What Dune Systems's platform serves as its UI configuration, over the mock's base one: loaded only when the console
 * runs on the embedded mock API (a real backend serves its own), and read by the e2e server and the mock API.
 */
export const platform: PlatformSettings = {
  siteName: "Dune Systems",
  siteTheme: "dune",
  siteCurrency: "USD",
  siteLocale: "en-US",
  siteCountry: "US",
  servicesEnabled: false,
  kubernetesEnabled: false,
  chatConfig: {
    type: "leadbooster",
    company_id: "dune-co",
    playbook_uuid: "dune-playbook"
  },
  loginTitle: "Dune Systems",
  loginSubtitle: "Infrastructure without the sandstorm",
  loginIntro: "Compute, network and storage. Managed services are not offered.",
  loginIntroImg: `data:image/svg+xml,${encodeURIComponent(loginImageSvg)}`,
};
