import type { PlatformSettings } from "@cloudconsole/provider";
import { loginImageSvg } from "./loginImage";

/**
 * What Ember Networks's platform serves as its UI configuration, over the mock's base one: loaded only when the console
 * runs on the embedded mock API (a real backend serves its own), and read by the e2e server and the mock API.
 */
export const platform: PlatformSettings = {
  siteName: "Ember Networks",
  siteTheme: "ember",
  siteCurrency: "IDR",
  siteLocale: "id-ID",
  siteCountry: "ID",
  siteLanguage: "id",
  chatConfig: {
    type: "botika",
    botika_client_key: "ember-key"
  },
  loginTitle: "Ember Networks",
  loginSubtitle: "Cloud Indonesia",
  loginIntro: "Server virtual dan jaringan pribadi dari Jakarta.",
  loginIntroImg: `data:image/svg+xml,${encodeURIComponent(loginImageSvg)}`,
};
