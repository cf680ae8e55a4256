import type { PlatformSettings } from "@cloudconsole/provider";
import { loginImageSvg } from "./loginImage";

/**
 * What Indigo Servers's platform serves as its UI configuration, over the mock's base one: loaded only when the console
 * runs on the embedded mock API (a real backend serves its own), and read by the e2e server and the mock API.
 */
export const platform: PlatformSettings = {
  siteName: "Indigo Servers",
  siteTheme: "indigo",
  siteCurrency: "JPY",
  siteLocale: "ja-JP",
  siteCountry: "JP",
  siteLanguage: "ja",
  chatEnabled: false,
  chatConfig: null,
  loginTitle: "Indigo Servers",
  loginSubtitle: "Tokyo cloud",
  loginIntro: "Virtual machines and Kubernetes from Tokyo.",
  loginIntroImg: `data:image/svg+xml,${encodeURIComponent(loginImageSvg)}`,
};
