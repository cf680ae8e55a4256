import type { PlatformSettings } from "@cloudconsole/provider";
import { loginImageSvg } from "./loginImage";

/**
 * What Glacier Hosting's platform serves as its UI configuration, over the mock's base one: loaded only when the console
 * runs on the embedded mock API (a real backend serves its own), and read by the e2e server and the mock API.
 */
export const platform: PlatformSettings = {
  siteName: "Glacier Hosting",
  siteTheme: "glacier",
  siteCurrency: "EUR",
  siteLocale: "fi-FI",
  siteCountry: "FI",
  loadBalancerEnabled: false,
  termsUrl: null,
  chatEnabled: false,
  chatConfig: null,
  loginTitle: "Glacier Hosting",
  loginSubtitle: "Cool, quiet servers in the north",
  loginIntro: "Virtual machines and storage cooled by Nordic air.",
  loginIntroImg: `data:image/svg+xml,${encodeURIComponent(loginImageSvg)}`,
};
