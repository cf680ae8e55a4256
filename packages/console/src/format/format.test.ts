// Noon UTC, so the calendar date is the same in every time zone the tests may run in.
import { describe, expect, it } from "vitest";
import { currencyDigits, dateSortValue, dateTimeFormat, formatBytes, formatDate, formatDateTime, formatMemory, formatMoney, isoDateTime, NO_DATE, numberFormat, zoneOffsetMinutes } from "./index";

describe("formatMoney", () => {
  it.each([
    [12.5, false, "€12.50"],
    [0.0123, true, "€0.0123"],
    [1234.567, false, "€1,234.57"],
  ])("writes %s (precise %s) as %s", (amount, precise, expected) => {
    expect(formatMoney(amount, { locale: "en-GB", currency: "EUR", precise })).toBe(expected);
  });
});

describe("formatMemory", () => {
  it.each([
    [1024, "1 GB"],
    [4096, "4 GB"],
    [512, "512 MB"],
    [1536, "1536 MB"],
  ])("writes %i MB as %s", (mb, expected) => expect(formatMemory(mb)).toBe(expected));
});

describe("formatBytes", () => {
  it.each([
    [0, "0 B"],
    [1023, "1,023 B"],
    [1536, "1.5 KB"],
    [10 * 1024 * 1024, "10 MB"],
    [1.25 * 1024 ** 3, "1.3 GB"],
    [-1, "—"],
  ])("writes %d bytes as %s", (bytes, expected) => expect(formatBytes(bytes, "en-GB")).toBe(expected));
});

describe("dates", () => {
  it.each([
    ["2026-11-23T12:05:00Z", "23 Nov 2026"],
    ["2026-11-23 12:05:00", "23 Nov 2026"],
    [1795435500, "23 Nov 2026"],
  ])("reads the API's format %s", (value, expected) => {
    expect(formatDate(value, "en-GB")).toBe(expected);
    expect(formatDateTime(value, "en-GB")).toContain(expected);
  });

  it("shows a missing date as a dash and an unreadable one as it came", () => {
    expect(formatDateTime(null, "en-GB")).toBe(NO_DATE);
    expect(formatDateTime(undefined, "en-GB")).toBe(NO_DATE);
    expect(formatDateTime("yesterday", "en-GB")).toBe("yesterday");
  });

  it("sorts missing dates first and gives machine-readable values", () => {
    expect(dateSortValue(undefined)).toBe(Number.NEGATIVE_INFINITY);
    expect(dateSortValue("2026-11-23T12:05:00Z")).toBe(Date.UTC(2026, 10, 23, 12, 5));
    expect(isoDateTime("2026-11-23 12:05:00")).toBe("2026-11-23T12:05:00.000Z");
    expect(isoDateTime("nonsense")).toBeUndefined();
  });
});

describe("kept formatters", () => {
  it("builds one formatter per locale and options, and formats as a new one would", () => {
    const euro = numberFormat("et-EE", { style: "currency", currency: "EUR" });
    expect(numberFormat("et-EE", { style: "currency", currency: "EUR" })).toBe(euro);
    expect(numberFormat("et-EE", { style: "currency", currency: "USD" })).not.toBe(euro);
    expect(numberFormat("en-US", { style: "currency", currency: "EUR" })).not.toBe(euro);
    expect(euro.format(1234.5)).toBe(new Intl.NumberFormat("et-EE", { style: "currency", currency: "EUR" }).format(1234.5));
    const day = dateTimeFormat("en-GB", { dateStyle: "medium" });
    expect(dateTimeFormat("en-GB", { dateStyle: "medium" })).toBe(day);
    expect(dateTimeFormat("en-GB", { dateStyle: "long" })).not.toBe(day);
    expect(day.format(new Date(Date.UTC(2026, 10, 23, 12)))).toBe("23 Nov 2026");
  });
});

describe("money in each currency's own decimals", () => {
  it.each([
    ["JPY", "ja-JP", 1000, false, "￥1,000"],
    ["IDR", "id-ID", 150000, false, "Rp 150.000"],
    ["IDR", "id-ID", 12.3456, true, "Rp 12,35"],
    ["EUR", "et-EE", 12.5, false, "12,50 €"],
    ["THB", "th-TH", 1234.5, false, "฿1,234.50"],
    ["KWD", "en", 1.5, false, "KWD 1.500"],
  ])("writes %s in %s", (currency, locale, amount, precise, expected) => {
    expect(formatMoney(amount, { locale, currency, precise }).replace(/\u00a0/g, " ")).toBe(expected);
  });

  it.each([
    ["EUR", 2],
    ["JPY", 0],
    ["IDR", 0],
    ["KWD", 3],
  ])("knows %s has %i decimals from Intl", (currency, digits) => {
    expect(currencyDigits(currency)).toBe(digits);
  });
});

describe("times the platform writes without a zone", () => {
  it.each([
    ["2026-11-23 12:05:00", "UTC", "2026-11-23T12:05:00.000Z"],
    ["2026-11-23 12:05:00", "Asia/Jakarta", "2026-11-23T05:05:00.000Z"],
    ["2026-11-23 12:05:00.250000", "Asia/Bangkok", "2026-11-23T05:05:00.250Z"],
    ["2026-07-01 12:00:00", "Europe/Tallinn", "2026-07-01T09:00:00.000Z"],
    ["2026-01-01 12:00:00", "Europe/Tallinn", "2026-01-01T10:00:00.000Z"],
    // A time with its zone is read as written, whatever the provider's zone.
    ["2026-11-23T12:05:00Z", "Asia/Jakarta", "2026-11-23T12:05:00.000Z"],
  ])("reads %s in %s", (value, zone, expected) => {
    expect(isoDateTime(value, zone)).toBe(expected);
  });

  it("shows the instant in the reader's zone", () => {
    expect(formatDateTime("2026-11-23 12:05:00", "en-GB", "Asia/Jakarta")).toBe(dateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short" }).format(new Date(Date.UTC(2026, 10, 23, 5, 5))));
    expect(zoneOffsetMinutes(new Date(Date.UTC(2026, 10, 23)), "Asia/Kolkata")).toBe(330);
  });
});
