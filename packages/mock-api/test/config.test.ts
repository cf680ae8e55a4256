import { describe, expect, it } from "vitest";
import { defaultConfig, metalConfig, mockLocations, mockUiConfig, MOCK_LOGIN_INTRO_IMG } from "../src/config/index.js";

const FEATURE_FLAGS = [
  "vmsEnabled",
  "vmAppsEnabled",
  "ipsEnabled",
  "privateNetworksEnabled",
  "loadBalancerEnabled",
  "storageEnabled",
  "servicesEnabled",
  "kubernetesEnabled",
  "bareMetalEnabled",
  "mfaAvailable",
  "recurringPaymentsEnabled",
  "referralCodeEnabled",
  "allowDebt",
  "chatEnabled",
] as const;

describe("the mock default configuration", () => {
  it("carries the business constants", () => {
    expect(defaultConfig).toMatchObject({
      siteTheme: "warren",
      siteCurrency: "EUR",
      firstAccountCredit: 22,
      minimumTopupAmount: 13,
      referralCreditAmounts: { receiver_credit: 5.44, promoter_credit: 4.93, referral_credit_receiver_precondition_topup_sum: 11.33 },
      limitedBillingAccountConfig: { vcpu: 1, ram_mb: 2048 },
      allowDebt: true,
      authProvider: "fake",
    });
  });

  it("offers the five predefined packages", () => {
    expect(defaultConfig.predefinedPackages?.map((p) => [p.cpu, p.ram, p.ssd])).toEqual([
      [1, 1, 20],
      [2, 1, 20],
      [2, 2, 50],
      [2, 4, 60],
      [4, 4, 80],
    ]);
  });

  it("has the card and wallet processors with their fees and verification amounts", () => {
    const [card, wallet] = defaultConfig.paymentProcessors ?? [];
    expect(card).toMatchObject({ type: "creditcard", verification_amount: 2000, service_fee: { flat_rate: 2500, percentage: 3.5 } });
    expect(wallet).toMatchObject({ verification_amount: 100, service_fee: { flat_rate: 4240, percentage: 3.4 } });
  });

  it.each(["Bangladesh", "Indonesia", "Thailand"])("lists local payment methods of %s", (country) => {
    const methods = (defaultConfig.paymentProcessors ?? []).flatMap((p) => p.methods ?? []);
    expect(methods.some((m) => m.name.includes(country) && /^[a-z_]+::[a-z_]+$/.test(m.key))).toBe(true);
  });

  it("requires email and phone and hides the VAT number and personal id", () => {
    const fields = Object.fromEntries((defaultConfig.billingAccountFields ?? []).map((f) => [f.field, f]));
    expect(fields.email).toMatchObject({ required: true, visible: true });
    expect(fields.customer_phone).toMatchObject({ required: true, visible: true });
    expect(fields.company_vat_number?.visible).toBe(false);
    expect(fields.customer_id_number?.visible).toBe(false);
    const required = (defaultConfig.billingAccountFields ?? []).filter((f) => f.required).map((f) => f.field);
    expect(required.sort()).toEqual(["customer_phone", "email"]);
  });

  it("enables every feature flag", () => {
    for (const flag of FEATURE_FLAGS) expect(defaultConfig[flag], flag).toBe(true);
  });

  it("has login texts and an intro image that needs no network", () => {
    expect(defaultConfig.loginTitle).toBeTruthy();
    expect(defaultConfig.loginSubtitle).toBeTruthy();
    expect(defaultConfig.loginIntro).toBeTruthy();
    expect(defaultConfig.loginIntroImg).toBe(MOCK_LOGIN_INTRO_IMG);
    expect(MOCK_LOGIN_INTRO_IMG.startsWith("data:")).toBe(true);
  });

  it("returns a copy that callers may change", () => {
    const copy = mockUiConfig("default");
    copy.siteName = "changed";
    expect(defaultConfig.siteName).not.toBe("changed");
  });
});

describe("the metal configuration", () => {
  it("carries the metal constants", () => {
    expect(metalConfig).toMatchObject({
      siteTheme: "metal",
      locations: ["tll"],
      minimumTopupAmount: 500,
      allowDebt: false,
      firstAccountCredit: 0,
    });
  });

  it("enables bare metal and nothing else", () => {
    for (const flag of FEATURE_FLAGS) expect(metalConfig[flag], flag).toBe(flag === "bareMetalEnabled");
  });

  it("verifies with 1 and charges 0.35 flat plus 3.5 %", () => {
    for (const p of metalConfig.paymentProcessors ?? []) {
      expect(p).toMatchObject({ verification_amount: 1, service_fee: { flat_rate: 0.35, percentage: 3.5 } });
    }
  });

  it("requires only the email", () => {
    expect((metalConfig.billingAccountFields ?? []).filter((f) => f.required).map((f) => f.field)).toEqual(["email"]);
  });
});

describe("the locations", () => {
  it("are tll, jhv, trtu and jkt01 with three-letter country codes and one default", () => {
    expect(mockLocations.map((l) => l.slug)).toEqual(["tll", "jhv", "trtu", "jkt01"]);
    for (const l of mockLocations) {
      expect(l.country_code).toMatch(/^[a-z]{3}$/);
      expect(typeof l.is_preferred).toBe("boolean");
      expect(typeof l.is_published).toBe("boolean");
      expect(typeof l.create_resource_disabled).toBe("boolean");
    }
    expect(mockLocations.filter((l) => l.is_default)).toHaveLength(1);
  });
});
