import type { PlatformSettings } from "@cloudconsole/provider";
import { loginImageSvg } from "./loginImage";

/**
 * What Jade Compute's platform serves as its UI configuration, over the mock's base one: loaded only when the console
 * runs on the embedded mock API (a real backend serves its own), and read by the e2e server and the mock API.
 */
export const platform: PlatformSettings = {
  siteName: "Jade Compute",
  siteTheme: "jade",
  siteCurrency: "MYR",
  siteLocale: "ms-MY",
  siteCountry: "MY",
  chatConfig: {
    type: "qiscus",
    qiscus_channel_id: "jade-channel",
    qiscus_client_key: "jade-key"
  },
  loginTitle: "Jade Compute",
  loginSubtitle: "Cloud from Kuala Lumpur",
  loginIntro: "Servers, storage and databases, billed in ringgit.",
  loginIntroImg: `data:image/svg+xml,${encodeURIComponent(loginImageSvg)}`,
};
