import type { PlatformSettings } from "@cloudconsole/provider";
import { loginImageSvg } from "./loginImage";

/**
 * What Aurora Cloud's platform serves as its UI configuration, over the mock's base one: loaded only when the console
 * runs on the embedded mock API (a real backend serves its own), and read by the e2e server and the mock API.
 */
export const platform: PlatformSettings = {
  siteName: "Aurora Cloud",
  siteTheme: "aurora",
  siteCurrency: "EUR",
  siteLocale: "de-DE",
  siteCountry: "DE",
  siteLanguage: "de",
  chatConfig: {
    type: "intercom",
    intercom_app_id: "aurora-app"
  },
  loginTitle: "Willkommen bei Aurora Cloud",
  loginSubtitle: "Cloud servers from Frankfurt",
  loginIntro: "Virtual machines, Kubernetes and managed databases, billed by the hour.",
  loginIntroImg: `data:image/svg+xml,${encodeURIComponent(loginImageSvg)}`,
};
