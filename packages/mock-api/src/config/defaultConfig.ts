import type { BillingAccountFieldConfig, PaymentProcessor, PredefinedPackage, UiConfig } from "../apiTypes.js";

// A small inline illustration, so the login intro never needs the network.
const loginIntroSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 200"><rect width="320" height="200" fill="#e8eef7"/>' +
  '<circle cx="90" cy="110" r="46" fill="#7aa2e3"/><circle cx="150" cy="90" r="58" fill="#4f7fd1"/>' +
  '<circle cx="220" cy="112" r="44" fill="#7aa2e3"/><rect x="60" y="112" width="200" height="44" rx="22" fill="#4f7fd1"/></svg>';

/** A data: URI of the login intro image (no request leaves the browser). */
export const MOCK_LOGIN_INTRO_IMG = `data:image/svg+xml,${encodeURIComponent(loginIntroSvg)}`;

/** The five predefined VM packages of the default theme (cpu / RAM GB / SSD GB). */
export const defaultPredefinedPackages: PredefinedPackage[] = [
  { cpu: 1, ram: 1, ssd: 20, os: ["other"], default_os: "ubuntu", notice: "Windows needs at least 2 vCPU." },
  { cpu: 2, ram: 1, ssd: 20, os: ["other"], default_os: "ubuntu" },
  { cpu: 2, ram: 2, ssd: 50, os: ["win", "other"], default_os: "ubuntu" },
  { cpu: 2, ram: 4, ssd: 60, os: ["win", "other"], default_os: "ubuntu" },
  { cpu: 4, ram: 4, ssd: 80, os: ["win", "other"], default_os: "windows", disabled_os: [] },
];

/**
 * The card processor, the mock's own (its script is served by the mock, see handlers/billing/mockProcessor.ts):
 * 2500 flat + 3.5 %, verification 2000.
 */
export const defaultCardProcessor: PaymentProcessor = {
  type: "creditcard",
  name: "Credit card",
  keyword: "mock_creditcard",
  public_key: "pk_test_mock_console",
  verification_amount: 2000,
  use_3ds_verification: true,
  supports_auto_topup: true,
  show_postalcode_input: false,
  store_id: null,
  methods: [],
  service_fee: { flat_rate: 2500, percentage: 3.5 },
  charge_currency_conversion: null,
};

/** The wallet processor with local methods of Bangladesh, Indonesia and Thailand: 4240 flat + 3.4 %, verification 100. */
export const defaultWalletProcessor: PaymentProcessor = {
  type: "link",
  name: "E-wallet and local payment",
  keyword: "adyen",
  public_key: null,
  verification_amount: 100,
  use_3ds_verification: false,
  supports_auto_topup: false,
  show_postalcode_input: false,
  store_id: "mock-store",
  methods: [
    { key: "adyen::bkash", name: "bKash (Bangladesh)" },
    { key: "adyen::nagad", name: "Nagad (Bangladesh)" },
    { key: "adyen::rocket", name: "Rocket (Bangladesh)" },
    { key: "adyen::ovo", name: "OVO (Indonesia)" },
    { key: "adyen::dana", name: "DANA (Indonesia)" },
    { key: "adyen::gopay", name: "GoPay (Indonesia)" },
    { key: "adyen::bca_va", name: "BCA Virtual Account (Indonesia)" },
    { key: "adyen::promptpay", name: "PromptPay (Thailand)" },
    { key: "adyen::truemoney", name: "TrueMoney Wallet (Thailand)" },
    { key: "adyen::scb_easy", name: "SCB Easy (Thailand)" },
  ],
  service_fee: { flat_rate: 4240, percentage: 3.4 },
  charge_currency_conversion: null,
};

const billingField = (field: string, required = false, visible = true): BillingAccountFieldConfig => ({
  field,
  required,
  visible,
});

/** Billing account form fields: email and phone required, VAT number and personal id hidden. */
export const defaultBillingAccountFields: BillingAccountFieldConfig[] = [
  billingField("title"),
  billingField("email", true),
  billingField("customer_name"),
  billingField("customer_phone", true),
  billingField("customer_id_number", false, false),
  billingField("company_name"),
  billingField("company_reg_code"),
  billingField("company_vat_number", false, false),
  billingField("address_line1"),
  billingField("address_line2"),
  billingField("city"),
  billingField("county"),
  billingField("post_index"),
  billingField("country"),
  billingField("integration_id"),
];

/** The mock default theme: every feature on, EUR, the fake (API key) login. */
export const defaultConfig: UiConfig = {
  siteName: "Cloud Console (mock)",
  siteTheme: "warren",
  siteCountry: "EE",
  siteLocale: "en-GB",
  siteLanguage: "en",
  siteCurrency: "EUR",
  locations: ["tll", "jhv", "trtu", "jkt01"],
  vmsEnabled: true,
  vmAppsEnabled: true,
  ipsEnabled: true,
  privateNetworksEnabled: true,
  loadBalancerEnabled: true,
  storageEnabled: true,
  servicesEnabled: true,
  kubernetesEnabled: true,
  bareMetalEnabled: true,
  mfaAvailable: true,
  recurringPaymentsEnabled: true,
  referralCodeEnabled: true,
  allowDebt: true,
  chatEnabled: true,
  firstAccountCredit: 22,
  referralCreditAmounts: {
    receiver_credit: 5.44,
    promoter_credit: 4.93,
    referral_credit_receiver_precondition_topup_sum: 11.33,
  },
  limitedBillingAccountConfig: { vcpu: 1, ram_mb: 2048 },
  minimumTopupAmount: 13,
  predefinedPackages: defaultPredefinedPackages,
  paymentProcessors: [defaultCardProcessor, defaultWalletProcessor],
  billingAccountFields: defaultBillingAccountFields,
  supportEmail: "support@example.com",
  billingEmail: "billing@example.com",
  apiDocUrl: "https://example.com/api-docs",
  supportUrl: "https://example.com/support",
  termsUrl: { url: "https://example.com/terms" },
  s3ForcePathStyle: true,
  chatConfig: { type: "tawk", widget_id: "mock-widget", property_id: "mock-property" },
  authProvider: "fake",
  auth0Domain: "",
  auth0ClientId: "",
  backupTime: "03:00-05:00 (mock)",
  loginTitle: "Welcome to the mock cloud",
  loginSubtitle: "Everything here runs in your browser",
  loginIntro: "Create virtual machines, buckets and networks against a mock API. Nothing leaves this page.",
  loginIntroImg: MOCK_LOGIN_INTRO_IMG,
  loginLogoImg: "",
  isoCertificates: [],
};
