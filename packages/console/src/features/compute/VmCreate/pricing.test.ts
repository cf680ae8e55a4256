import { describe, expect, it } from "vitest";
import type { PriceLists } from "@cloudconsole/sdk";
import { formatMoney } from "../../../format";
import { tierFor } from "../../../shared/pricing";
import { vmPrice, windowsLicencePrice } from "./pricing";

const lists: PriceLists = {
  CPU: [
    { price_per_unit: 0.01, price_per_unit_month: 7.3, num_cpus_from: 1 },
    { price_per_unit: 0.008, price_per_unit_month: 5.84, num_cpus_from: 8 },
  ],
  RAM: [{ price_per_unit: 0.005, price_per_unit_month: 3.65, gigabytes_from: 0 }],
  STORAGE: [{ price_per_unit: 0.0001, price_per_unit_month: 0.073, gigabytes_from: 0 }],
  WINDOWS_LICENSE: [{ price_per_unit: 0.02, price_per_unit_month: 14.6, num_cpus_from: 1 }],
  ASSIGNED_FLOATING_IP: [{ price_per_unit: 0.004, price_per_unit_month: 2.92 }],
};

describe("vmPrice", () => {
  it("adds CPU, RAM per GB and disk", () => {
    const price = vmPrice(lists, { vcpu: 2, ramMb: 4096, diskGb: 60, windows: false, publicIp: false });
    expect(price?.hourly).toBeCloseTo(2 * 0.01 + 4 * 0.005 + 60 * 0.0001);
    expect(price?.monthly).toBeCloseTo(2 * 7.3 + 4 * 3.65 + 60 * 0.073);
  });
  it("uses the CPU tier the count reaches", () => {
    expect(tierFor(lists.CPU, 8, "num_cpus_from")?.price_per_unit).toBe(0.008);
    expect(tierFor(lists.CPU, 7, "num_cpus_from")?.price_per_unit).toBe(0.01);
  });
  it("adds the Windows licence per vCPU and a reserved IP", () => {
    const base = vmPrice(lists, { vcpu: 2, ramMb: 2048, diskGb: 40, windows: false, publicIp: false });
    const full = vmPrice(lists, { vcpu: 2, ramMb: 2048, diskGb: 40, windows: true, publicIp: true });
    expect((full?.monthly ?? 0) - (base?.monthly ?? 0)).toBeCloseTo(2 * 14.6 + 2.92);
  });
  it.each([
    ["no vCPU yet", { vcpu: Number.NaN, ramMb: 1024, diskGb: 20 }],
    ["no RAM yet", { vcpu: 1, ramMb: 0, diskGb: 20 }],
    ["a disk size that is not a number", { vcpu: 1, ramMb: 1024, diskGb: Number.NaN }],
  ])("has no price until the size is complete: %s", (_case, size) => expect(vmPrice(lists, { ...size, windows: false, publicIp: false })).toBeUndefined());
  it("leaves storage out for a disk of 0 GB (an existing disk)", () => {
    const price = vmPrice(lists, { vcpu: 2, ramMb: 4096, diskGb: 0, windows: false, publicIp: false });
    expect(price?.hourly).toBeCloseTo(2 * 0.01 + 4 * 0.005);
  });
});

// Prices are written by the console's one money formatter.
describe("formatMoney", () => {
  it("uses the site's currency and locale", () => {
    expect(formatMoney(12.5, { locale: "en-GB", currency: "EUR" })).toBe("€12.50");
    expect(formatMoney(12.5, { locale: "de-DE", currency: "EUR" })).toBe("12,50\u00a0€");
    expect(formatMoney(0.01234, { locale: "en-GB", currency: "EUR", precise: true })).toBe("€0.0123");
  });
});

describe("windowsLicencePrice", () => {
  it("prices the licence per vCPU, an hour and a month", () => {
    expect(windowsLicencePrice(lists, 2)).toEqual({ hourly: 0.04, monthly: 29.2 });
  });
  it("is undefined without a size or a licence price", () => {
    expect(windowsLicencePrice(lists, Number.NaN)).toBeUndefined();
    expect(windowsLicencePrice({ RAM: lists.RAM ?? [] }, 2)).toBeUndefined();
  });
});
