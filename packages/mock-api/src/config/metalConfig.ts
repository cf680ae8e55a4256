import type { BillingAccountFieldConfig, UiConfig } from "../apiTypes.js";
import { defaultBillingAccountFields, defaultCardProcessor, defaultConfig, defaultWalletProcessor } from "./defaultConfig.js";

const metalBillingAccountFields: BillingAccountFieldConfig[] = defaultBillingAccountFields.map((f) => ({
  ...f,
  required: f.field === "email",
}));

const metalFee = { flat_rate: 0.35, percentage: 3.5 };

/** The metal theme: one location (tll), bare metal only, minimum top-up 500, no debt. */
export const metalConfig: UiConfig = {
  ...defaultConfig,
  siteName: "Metal Console (mock)",
  siteTheme: "metal",
  locations: ["tll"],
  vmsEnabled: false,
  vmAppsEnabled: false,
  ipsEnabled: false,
  privateNetworksEnabled: false,
  loadBalancerEnabled: false,
  storageEnabled: false,
  servicesEnabled: false,
  kubernetesEnabled: false,
  bareMetalEnabled: true,
  mfaAvailable: false,
  recurringPaymentsEnabled: false,
  referralCodeEnabled: false,
  allowDebt: false,
  chatEnabled: false,
  chatConfig: null,
  firstAccountCredit: 0,
  minimumTopupAmount: 500,
  paymentProcessors: [
    { ...defaultCardProcessor, verification_amount: 1, service_fee: metalFee },
    { ...defaultWalletProcessor, verification_amount: 1, service_fee: metalFee },
  ],
  billingAccountFields: metalBillingAccountFields,
  loginTitle: "Bare metal, on demand",
  loginSubtitle: "Lease dedicated machines in Tallinn",
};
