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
  // Cards through Omise (Omise.js and its pre-built card form), 3-D Secure at the bank's page on verification and on
  // every top-up, as Thai card issuers ask. The key is a test-mode public key of Omise's shape: the mock's answers stand
  // in for Omise's API, and e2e serves Omise.js's double at its real address.
  paymentProcessors: [
    {
      type: "creditcard",
      name: "Credit or debit card",
      keyword: "omise_creditcard",
      public_key: "pkey_test_5coralcompute0e2e",
      verification_amount: 20,
      use_3ds_verification: true,
      supports_auto_topup: true,
      show_postalcode_input: false,
      store_id: null,
      methods: [],
      service_fee: { flat_rate: 0, percentage: 3.65 },
      charge_currency_conversion: null,
    },
  ],
};
