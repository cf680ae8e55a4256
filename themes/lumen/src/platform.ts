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
  // Cards through Adyen (Adyen Web's card component, its number, expiry and security code in Adyen's secured fields),
  // 3-D Secure on verification and on every top-up, as European issuers ask under strong customer authentication. The
  // key is a test-environment client key of Adyen's shape: the mock's answers stand in for Adyen's API, and e2e serves
  // a double of Adyen's checkout host at its real address. Adyen is the only processor: no link processor shares its
  // keyword here.
  paymentProcessors: [
    {
      type: "creditcard",
      name: "Carte bancaire",
      keyword: "adyen",
      public_key: "test_LUMENHOSTING0E2E0ADYEN0CLIENTKEY",
      verification_amount: 1,
      use_3ds_verification: true,
      supports_auto_topup: true,
      show_postalcode_input: false,
      store_id: null,
      methods: [],
      service_fee: { flat_rate: 0, percentage: 1.4 },
      charge_currency_conversion: null,
    },
  ],
};
