import type { PlatformSettings } from "@cloudconsole/provider";
import { loginImageSvg } from "./loginImage";

/**
 * What Kestrel IaaS's platform serves as its UI configuration, over the mock's base one: loaded only when the console
 * runs on the embedded mock API (a real backend serves its own), and read by the e2e server and the mock API.
 */
export const platform: PlatformSettings = {
  siteName: "Kestrel IaaS",
  siteTheme: "kestrel",
  siteCurrency: "USD",
  siteLocale: "en-US",
  siteCountry: "US",
  servicesEnabled: false,
  kubernetesEnabled: false,
  storageEnabled: false,
  chatConfig: {
    type: "botika",
    botika_client_key: "kestrel-key"
  },
  // Cards through the mock's own processor, a payment link with local methods, and PayPal (saved as a payment
  // object through PayPal's vault): the provider whose configuration proves a link processor beside PayPal.
  paymentProcessors: [
    {
      type: "creditcard",
      name: "Credit card",
      keyword: "mock_creditcard",
      public_key: "pk_test_mock_kestrel",
      verification_amount: 1,
      use_3ds_verification: true,
      supports_auto_topup: true,
      show_postalcode_input: true,
      store_id: null,
      methods: [],
      service_fee: { flat_rate: 0.3, percentage: 2.9 },
      charge_currency_conversion: null,
    },
    {
      type: "link",
      name: "Bank transfer and e-wallet",
      keyword: "adyen",
      public_key: null,
      verification_amount: 1,
      use_3ds_verification: false,
      supports_auto_topup: false,
      show_postalcode_input: false,
      store_id: "kestrel-store",
      methods: [
        { key: "adyen::bca_va", name: "BCA Virtual Account (Indonesia)" },
        { key: "adyen::ovo", name: "OVO (Indonesia)" },
        { key: "adyen::gopay", name: "GoPay (Indonesia)" },
      ],
      service_fee: { flat_rate: 0.3, percentage: 3.4 },
      charge_currency_conversion: null,
    },
    {
      type: "creditcard",
      name: "PayPal",
      keyword: "paypal_vault",
      public_key: "kestrel-paypal-client-id",
      verification_amount: 0,
      use_3ds_verification: false,
      supports_auto_topup: true,
      show_postalcode_input: false,
      store_id: null,
      methods: [],
      service_fee: { flat_rate: 0.49, percentage: 3.49 },
      charge_currency_conversion: null,
    },
  ],
  loginTitle: "Kestrel IaaS",
  loginSubtitle: "Fast virtual machines and bare metal",
  loginIntro: "Compute only: virtual machines and dedicated servers.",
  loginIntroImg: `data:image/svg+xml,${encodeURIComponent(loginImageSvg)}`,
};
