import type { PlatformSettings } from "@cloudconsole/provider";
import { loginImageSvg } from "./loginImage";

/**
 * What Lumen Hosting's platform serves as its UI configuration, over the mock's base one: loaded only when the console
 * runs on the embedded mock API (a real backend serves its own), and read by the e2e server and the mock API.
 */
export const platform: PlatformSettings = {
  siteName: "Lumen Hosting",
  siteTheme: "lumen",
  siteCurrency: "EUR",
  siteLocale: "fr-FR",
  siteCountry: "FR",
  siteLanguage: "fr",
  chatConfig: {
    type: "tawk",
    widget_id: "lumen-widget",
    property_id: "lumen-property"
  },
  loginTitle: "Lumen Hosting",
  loginSubtitle: "L'hébergement lumineux",
  loginIntro: "Serveurs virtuels, stockage objet et bases de données gérées.",
  termsUrl: null,
  loginIntroImg: `data:image/svg+xml,${encodeURIComponent(loginImageSvg)}`,
};
