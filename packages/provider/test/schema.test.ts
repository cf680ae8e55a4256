import { describe, expect, it } from "vitest";
import { assertValidProvider, providerProblems, type PlatformSettings, type ProviderSettings } from "../src/index";

const settings: ProviderSettings = { id: "acme", name: "Acme", mockConfig: "default" };
const brand = { primary: "#0055aa" };

describe("a provider's definition", () => {
  it("passes when every field is valid", () => {
    expect(providerProblems(settings, { ...brand, dark: { primary: "#6af" } }, { siteCurrency: "USD", siteCountry: "US", siteLocale: "en-US", servicesEnabled: true, kubernetesEnabled: true })).toEqual([]);
  });

  it.each([
    [{}, { primary: "blue" }, "brand.primary: Invalid color"],
    [{}, { primary: "#0055aa", dark: { sidenav: { background: "#12" } } }, "brand.dark.sidenav.background: Invalid color"],
    [{ kubernetesEnabled: true, servicesEnabled: false }, brand, "platform.kubernetesEnabled: Kubernetes requires services to be enabled"],
    [{ predefinedPackages: [{ cpu: 1, ram: 1, ssd: 20, os: ["other"], disabled_os: ["windows"] }] }, brand, "platform.predefinedPackages.0: Disabled OS must be in the list of OS"],
    [{ predefinedPackages: [{ cpu: 1, ram: 1, ssd: 20, os: ["other"], default_os: "windows" }] }, brand, "platform.predefinedPackages.0: Default OS must be in the list of OS"],
    [{ predefinedPackages: [{ cpu: 1, ram: 1, ssd: 20, os: ["win", "other"], default_os: "windows", disabled_os: ["windows"] }] }, brand, "platform.predefinedPackages.0: OS cannot be default if it is disabled"],
    [{ paymentProcessors: [{ type: "creditcard", name: "Card", keyword: "stripe_creditcard", service_fee: { percentage: 120 } }] }, brand, "platform.paymentProcessors.0.service_fee.percentage: Service fee percentage must be 0 to 100"],
    [{ paymentProcessors: [{ type: "link", name: "Link", keyword: "duitku", charge_currency_conversion: { to_currency: "IDR", exchange_rate: 0 } }] }, brand, "platform.paymentProcessors.0.charge_currency_conversion.exchange_rate: Conversion rate must be positive"],
    [{ siteCurrency: "EURO" }, brand, "platform.siteCurrency: Currency must be 3 letters"],
    [{ siteCountry: "EST" }, brand, "platform.siteCountry: Country must be 2 letters"],
  ] as const)("names the field and the message: %#", (platform, brandTokens, problem) => {
    expect(providerProblems(settings, brandTokens, platform as PlatformSettings)).toEqual([problem]);
  });

  it("fails with the provider's id and every problem, one per line", () => {
    expect(() => assertValidProvider(settings, { primary: "red" }, { siteCurrency: "E" })).toThrow(
      'The provider "acme" is invalid:\n  brand.primary: Invalid color\n  platform.siteCurrency: Currency must be 3 letters',
    );
  });
});
