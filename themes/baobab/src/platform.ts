import type { PlatformSettings } from "@cloudconsole/provider";
import { loginImageSvg } from "./loginImage";

/**
 * What Baobab Hosting's platform serves as its UI configuration, over the mock's base one: loaded only when the console
 * runs on the embedded mock API (a real backend serves its own), and read by the e2e server and the mock API.
 */
export const platform: PlatformSettings = {
  siteName: "Baobab Hosting",
  siteTheme: "baobab",
  siteCurrency: "BDT",
  siteLocale: "en-BD",
  siteCountry: "BD",
  storageEnabled: false,
  chatConfig: {
    type: "qiscus",
    qiscus_channel_id: "baobab-channel",
    qiscus_client_key: "baobab-key"
  },
  loginTitle: "Baobab Hosting",
  loginSubtitle: "Servers that grow with you",
  loginIntro: "Pay in taka, deploy in minutes. Object storage is not part of this plan.",
  termsUrl: null,
  loginIntroImg: `data:image/svg+xml,${encodeURIComponent(loginImageSvg)}`,
};
