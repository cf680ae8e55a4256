// Shapes of the API's payloads as the mock serves them.
// Config types mirror packages/sdk/contract/config.yaml; swap them for `import type { … } from "@cloudconsole/sdk"`
// once the SDK exports its generated types. The other domains follow shared/spec/api-payloads.md until their
// contract files land.

export interface Location {
  slug: string;
  display_name: string;
  description?: string;
  country_code: string;
  order_nr: number;
  is_default: boolean;
  is_preferred?: boolean;
  is_published?: boolean;
  create_resource_disabled?: boolean;
}

export interface PredefinedPackage {
  cpu: number;
  ram: number;
  ssd: number;
  os?: ("win" | "other")[];
  default_os?: string;
  disabled_os?: string[];
  notice?: string;
}

export interface PaymentProcessor {
  type: "creditcard" | "link" | "invoice";
  name: string;
  keyword: string;
  public_key?: string | null;
  verification_amount?: number;
  use_3ds_verification?: boolean;
  supports_auto_topup?: boolean;
  show_postalcode_input?: boolean;
  store_id?: string | null;
  methods?: { key: string; name: string }[];
  service_fee?: { flat_rate?: number; percentage?: number };
  charge_currency_conversion?: { to_currency?: string; exchange_rate?: number } | null;
}

export interface BillingAccountFieldConfig {
  field: string;
  required: boolean;
  visible: boolean;
}

export interface ChatConfig {
  type: "intercom" | "qiscus" | "botika" | "oncehub" | "leadbooster" | "tawk";
  [key: string]: string;
}

export interface UiConfig {
  siteName: string;
  siteTheme: string;
  siteCountry: string;
  siteLocale: string;
  siteLanguage: string;
  siteCurrency: string;
  locations?: string[];
  vmsEnabled?: boolean;
  vmAppsEnabled?: boolean;
  ipsEnabled?: boolean;
  privateNetworksEnabled?: boolean;
  loadBalancerEnabled?: boolean;
  storageEnabled?: boolean;
  servicesEnabled?: boolean;
  kubernetesEnabled?: boolean;
  bareMetalEnabled?: boolean;
  mfaAvailable?: boolean;
  recurringPaymentsEnabled?: boolean;
  referralCodeEnabled?: boolean;
  allowDebt?: boolean;
  chatEnabled?: boolean;
  firstAccountCredit?: number;
  referralCreditAmounts?: {
    receiver_credit?: number;
    promoter_credit?: number;
    referral_credit_receiver_precondition_topup_sum?: number;
  };
  limitedBillingAccountConfig?: { vcpu?: number; ram_mb?: number };
  minimumTopupAmount?: number;
  predefinedPackages?: PredefinedPackage[];
  paymentProcessors?: PaymentProcessor[];
  billingAccountFields?: BillingAccountFieldConfig[];
  supportEmail?: string;
  billingEmail?: string;
  apiDocUrl?: string;
  supportUrl?: string;
  termsUrl?: { url?: string } | null;
  s3ForcePathStyle?: boolean;
  chatConfig?: ChatConfig | null;
  authProvider: "auth0" | "fake";
  auth0Domain?: string;
  auth0ClientId?: string;
  backupTime?: string;
  loginTitle?: string;
  loginSubtitle?: string;
  loginIntro?: string;
  loginIntroImg?: string;
  loginLogoImg?: string;
  loginForm?: string;
  loginFormBefore?: string;
  loginFormInner?: string;
  isoCertificates?: { url: string; image: string }[];
}
