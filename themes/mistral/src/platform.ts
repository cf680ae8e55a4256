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
  // Cards through ClicToPay (SMT, Tunisia), Mistral's acquirer on the southern shore: the card is typed on SMT's own
  // payment page, which keeps it as a binding for later top-ups and asks 3-D Secure where the card's bank does. SMT
  // charges in dinars, so prices in euros are converted at the processor's rate. No key in the browser: the merchant's
  // credentials stay with the backend, the mock's answers stand in for SMT's gateway, and e2e serves a double of SMT's
  // page at its real address. ClicToPay is the only processor.
  paymentProcessors: [
    {
      type: "creditcard",
      name: "Carta (ClicToPay)",
      keyword: "clictopay",
      public_key: null,
      verification_amount: 1,
      use_3ds_verification: false,
      supports_auto_topup: true,
      show_postalcode_input: false,
      store_id: null,
      methods: [],
      service_fee: { flat_rate: 0, percentage: 2 },
      charge_currency_conversion: { to_currency: "TND", exchange_rate: 3.4 },
    },
  ],
};
