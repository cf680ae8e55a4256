import type { PlatformSettings } from "@cloudconsole/provider";
import { loginImageSvg } from "./loginImage";

/**
 * What Quartz Compute's platform serves as its UI configuration, over the mock's base one: loaded only when the console
 * runs on the embedded mock API (a real backend serves its own), and read by the e2e server and the mock API.
 */
export const platform: PlatformSettings = {
  siteName: "Quartz Compute",
  siteTheme: "quartz",
  siteCurrency: "CHF",
  siteLocale: "de-CH",
  siteCountry: "CH",
  referralCodeEnabled: false,
  chatConfig: {
    type: "qiscus",
    qiscus_channel_id: "quartz-channel",
    qiscus_client_key: "quartz-key"
  },
  loginTitle: "Quartz Compute",
  loginSubtitle: "Precise Swiss hosting",
  loginIntro: "Virtual machines and databases in Zurich, to the second.",
  loginIntroImg: `data:image/svg+xml,${encodeURIComponent(loginImageSvg)}`,
};
