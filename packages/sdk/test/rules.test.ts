import { describe, expect, it } from "vitest";
import {
  isAdminFromPrivilegesStatus,
  isCountryCode,
  isCurrencyCode,
  isLangCode,
  isMacAddress,
  isMetalOsId,
  isValidBucketName,
  predefinedPackageProblems,
  recurringPaymentMissingFields,
  uiConfigProblems,
  vmOsFamily,
} from "../src/index.js";

describe("isValidBucketName", () => {
  it.each([
    ["abc", true],
    ["my-bucket-01", true],
    ["a".repeat(63), true],
    ["ab", false],
    ["a".repeat(64), false],
    ["-abc", false],
    ["abc-", false],
    ["Abc", false],
    ["ab_c", false],
    ["xn--abc", false],
    ["data-s3alias", false],
    ["data-s3aliasx", true],
  ])("%s -> %s", (name, valid) => expect(isValidBucketName(name)).toBe(valid));
});

describe("isMacAddress", () => {
  it.each([
    ["52:54:00:6c:6a:ac", true],
    ["52:54:00:6C:6A:AC", false],
    ["52-54-00-6c-6a-ac", false],
    ["52:54:00:6c:6a", false],
    ["52:54:00:6c:6a:ac:01", false],
  ])("%s -> %s", (value, valid) => expect(isMacAddress(value)).toBe(valid));
});

describe("isMetalOsId", () => {
  it.each([
    ["ubuntu", true],
    ["ubuntu_22-04", true],
    ["u1", true],
    ["1ubuntu", false],
    ["Ubuntu", false],
    ["ubuntu.22", false],
    ["", false],
  ])("%s -> %s", (value, valid) => expect(isMetalOsId(value)).toBe(valid));
});

describe("codes", () => {
  it.each([
    [isCountryCode, "EE", true],
    [isCountryCode, "EST", false],
    [isCountryCode, "E1", false],
    [isLangCode, "", true],
    [isLangCode, "en", true],
    [isLangCode, "est", true],
    [isLangCode, "e", false],
    [isLangCode, "engl", false],
    [isCurrencyCode, "EUR", true],
    [isCurrencyCode, "EU", false],
    [isCurrencyCode, "EURO", false],
  ])("%o(%s) -> %s", (check, value, valid) => expect(check(value)).toBe(valid));
});

describe("isAdminFromPrivilegesStatus", () => {
  it.each([
    [200, true],
    [204, true],
    [404, true],
    [502, true],
    [403, false],
  ])("%i -> %s", (status, admin) => expect(isAdminFromPrivilegesStatus(status)).toBe(admin));
  it.each([401, 500, 503, 301])("throws for %i", (status) => {
    expect(() => isAdminFromPrivilegesStatus(status)).toThrow(RangeError);
  });
});

describe("configuration rules", () => {
  it.each([
    [{ os: ["win", "other"], default_os: "ubuntu", disabled_os: [] }, []],
    [{ os: ["other"], default_os: "ubuntu" }, []],
    [{ default_os: "windows" }, []],
    [{ os: ["other"], disabled_os: ["windows"] }, ["Disabled OS must be in the list of OS"]],
    [{ os: ["other"], default_os: "windows" }, ["Default OS must be in the list of OS"]],
    [{ os: ["win", "other"], default_os: "windows", disabled_os: ["windows"] }, ["OS cannot be default if it is disabled"]],
  ])("predefined package %o -> %o", (pkg, problems) => expect(predefinedPackageProblems(pkg)).toEqual(problems));

  it.each([
    [{ os: ["other"], default_os: "ubuntu" }, []],
    [{ os: ["other"], default_os: "freebsd" }, ["Default OS must be in the list of OS"]],
    [{ os: ["win", "other"], disabled_os: ["freebsd"] }, ["Disabled OS must be in the list of OS"]],
  ])("predefined package %o against the catalogue's OS names -> %o", (pkg, problems) => expect(predefinedPackageProblems(pkg, ["ubuntu", "debian", "windows"])).toEqual(problems));

  it.each([
    ["windows", "win"],
    ["ubuntu", "other"],
  ])("OS %s is of the %s family", (osName, family) => expect(vmOsFamily(osName)).toBe(family));

  it.each([
    [{ kubernetesEnabled: true, servicesEnabled: false }, ["Kubernetes requires services to be enabled"]],
    [{ kubernetesEnabled: true, servicesEnabled: true }, []],
    [{ kubernetesEnabled: false }, []],
  ])("ui config %o -> %o", (config, problems) => expect(uiConfigProblems(config)).toEqual(problems));

  it.each([
    [{ is_recurring_payment_enabled: false }, []],
    [{ is_recurring_payment_enabled: true, recurring_payment_threshold: 5, recurring_payment_amount: 10 }, []],
    [{ is_recurring_payment_enabled: true, recurring_payment_amount: 10 }, ["recurring_payment_threshold"]],
    [{ is_recurring_payment_enabled: true }, ["recurring_payment_threshold", "recurring_payment_amount"]],
  ])("automated top-up %o -> %o", (settings, missing) => expect(recurringPaymentMissingFields(settings)).toEqual(missing));
});
