import type { PlatformSettings } from "@cloudconsole/provider";
import { loginImageSvg } from "./loginImage";

/**
 * What Mistral Cloud's platform serves as its UI configuration, over the mock's base one: loaded only when the console
 * runs on the embedded mock API (a real backend serves its own), and read by the e2e server and the mock API.
 */
export const platform: PlatformSettings = {
  siteName: "Mistral Cloud",
  siteTheme: "mistral",
  siteCurrency: "EUR",
  siteLocale: "it-IT",
  siteCountry: "IT",
  siteLanguage: "it",
  ipsEnabled: false,
  chatConfig: {
    type: "oncehub",
    oncehub_website_id: "mistral-site",
    oncehub_bot_id: "mistral-bot"
  },
  loginTitle: "Mistral Cloud",
  loginSubtitle: "Il cloud dal Mediterraneo",
  loginIntro: "Macchine virtuali, reti private e database gestiti.",
  loginIntroImg: `data:image/svg+xml,${encodeURIComponent(loginImageSvg)}`,
};
