import type { PlatformSettings } from "@cloudconsole/provider";
import { loginImageSvg } from "./loginImage";

/**
 * What Coral Compute's platform serves as its UI configuration, over the mock's base one: loaded only when the console
 * runs on the embedded mock API (a real backend serves its own), and read by the e2e server and the mock API.
 */
export const platform: PlatformSettings = {
  siteName: "Coral Compute",
  siteTheme: "coral",
  siteCurrency: "THB",
  siteLocale: "th-TH",
  siteCountry: "TH",
  chatConfig: {
    type: "oncehub",
    oncehub_website_id: "coral-site",
    oncehub_bot_id: "coral-bot"
  },
  loginTitle: "Coral Compute",
  loginSubtitle: "Cloud from Bangkok",
  loginIntro: "Virtual machines and buckets close to your customers in South-East Asia.",
  loginIntroImg: `data:image/svg+xml,${encodeURIComponent(loginImageSvg)}`,
};
