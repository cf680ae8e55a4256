import type { PlatformSettings } from "@cloudconsole/provider";
import { loginImageSvg } from "./loginImage";

/**
 * What Dune Systems's platform serves as its UI configuration, over the mock's base one: loaded only when the console
 * runs on the embedded mock API (a real backend serves its own), and read by the e2e server and the mock API.
 */
export const platform: PlatformSettings = {
  siteName: "Dune Systems",
  siteTheme: "dune",
  siteCurrency: "USD",
  siteLocale: "en-US",
  siteCountry: "US",
  servicesEnabled: false,
  kubernetesEnabled: false,
  chatConfig: {
    type: "leadbooster",
    company_id: "dune-co",
    playbook_uuid: "dune-playbook"
  },
  loginTitle: "Dune Systems",
  loginSubtitle: "Infrastructure without the sandstorm",
  loginIntro: "Compute, network and storage. Managed services are not offered.",
  loginIntroImg: `data:image/svg+xml,${encodeURIComponent(loginImageSvg)}`,
  // Cards through Stripe (Stripe.js and Elements, 3-D Secure in the page), and Apple Pay or Google Pay through
  // Stripe's payment request where the browser has a wallet. The key is a test-mode publishable key of Stripe's shape:
  // the mock's answers stand in for Stripe's API, and e2e serves Stripe.js's double at its real address.
  paymentProcessors: [
    {
      type: "creditcard",
      name: "Credit card",
      keyword: "stripe_creditcard",
      public_key: "pk_test_51DuneSystemsConsoleE2e",
      verification_amount: 1,
      use_3ds_verification: true,
      supports_auto_topup: true,
      show_postalcode_input: false,
      store_id: null,
      methods: [],
      service_fee: { flat_rate: 0.3, percentage: 2.9 },
      charge_currency_conversion: null,
    },
    {
      type: "creditcard",
      name: "Apple Pay or Google Pay",
      keyword: "stripe_wallet",
      public_key: "pk_test_51DuneSystemsConsoleE2e",
      verification_amount: 1,
      use_3ds_verification: true,
      supports_auto_topup: false,
      show_postalcode_input: false,
      store_id: null,
      methods: [],
      service_fee: { flat_rate: 0.3, percentage: 2.9 },
      charge_currency_conversion: null,
    },
  ],
};
