import type { PlatformSettings } from "@cloudconsole/provider";
import { loginImageSvg } from "./loginImage";

/**
 * What Orchid Hosting's platform serves as its UI configuration, over the mock's base one: loaded only when the console
 * runs on the embedded mock API (a real backend serves its own), and read by the e2e server and the mock API.
 */
export const platform: PlatformSettings = {
  siteName: "Orchid Hosting",
  siteTheme: "orchid",
  siteCurrency: "THB",
  siteLocale: "en-TH",
  siteCountry: "TH",
  chatConfig: {
    type: "intercom",
    intercom_app_id: "orchid-app"
  },
  loginTitle: "Orchid Hosting",
  loginSubtitle: "Cloud hosting, beautifully simple",
  loginIntro: "Pay with local methods: PromptPay, TrueMoney and more.",
  loginIntroImg: `data:image/svg+xml,${encodeURIComponent(loginImageSvg)}`,
};
