import type { PlatformSettings } from "@cloudconsole/provider";
import { loginImageSvg } from "./loginImage";

/**
 * What Harbor Cloud's platform serves as its UI configuration, over the mock's base one: loaded only when the console
 * runs on the embedded mock API (a real backend serves its own), and read by the e2e server and the mock API.
 */
export const platform: PlatformSettings = {
  siteName: "Harbor Cloud",
  siteTheme: "harbor",
  siteCurrency: "GBP",
  siteLocale: "en-GB",
  siteCountry: "GB",
  chatConfig: {
    type: "intercom",
    intercom_app_id: "harbor-app"
  },
  loginTitle: "Harbor Cloud",
  loginSubtitle: "A safe harbour for your workloads",
  loginIntro: "UK-hosted virtual machines, networks and managed databases.",
  loginIntroImg: `data:image/svg+xml,${encodeURIComponent(loginImageSvg)}`,
};
