import type { PlatformSettings } from "@cloudconsole/provider";
import { loginImageSvg } from "./loginImage";

/**
 * What Ridge Metal's platform serves as its UI configuration, over the mock's base one: loaded only when the console
 * runs on the embedded mock API (a real backend serves its own), and read by the e2e server and the mock API.
 */
export const platform: PlatformSettings = {
  siteName: "Ridge Metal",
  siteTheme: "ridge",
  siteCurrency: "AUD",
  siteLocale: "en-AU",
  siteCountry: "AU",
  loginTitle: "Ridge Metal",
  loginSubtitle: "Dedicated servers in Sydney",
  loginIntro: "Bare metal only: lease whole machines by the hour.",
  loginIntroImg: `data:image/svg+xml,${encodeURIComponent(loginImageSvg)}`,
};
