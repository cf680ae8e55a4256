import { describe, expect, it } from "vitest";
import { contrastRatio, ensureContrast, luminance, mix, parseHex, readableOn } from "./color";

describe("parseHex", () => {
  it.each([
    ["#fff", [255, 255, 255]],
    ["#000000", [0, 0, 0]],
    ["#1A73e8", [26, 115, 232]],
    [" #abc ", [170, 187, 204]],
  ])("reads %s", (hex, rgb) => {
    expect(parseHex(hex)).toEqual(rgb);
  });

  it.each(["red", "#12", "#12345g", "rgb(0,0,0)", ""])("rejects %j with a message naming it", (value) => {
    expect(() => parseHex(value)).toThrow(`got "${value}"`);
  });
});

describe("mix", () => {
  it.each([
    ["#000000", "#ffffff", 0, "#000000"],
    ["#000000", "#ffffff", 1, "#ffffff"],
    ["#000000", "#ffffff", 0.5, "#808080"],
    ["#ff0000", "#0000ff", 0.25, "#bf0040"],
  ])("mix(%s, %s, %d) is %s", (a, b, amount, expected) => {
    expect(mix(a, b, amount)).toBe(expected);
  });
});

describe("contrast", () => {
  it.each([
    ["#000000", "#ffffff", 21],
    ["#ffffff", "#ffffff", 1],
    ["#767676", "#ffffff", 4.54],
  ])("contrastRatio(%s, %s) is %d", (a, b, ratio) => {
    expect(contrastRatio(a, b)).toBeCloseTo(ratio, 1);
  });

  it("luminance runs from black to white", () => {
    expect(luminance("#000")).toBe(0);
    expect(luminance("#fff")).toBeCloseTo(1);
  });

  it.each([
    ["#ffffff", "#111317"],
    ["#1a73e8", "#ffffff"],
    ["#ffd54f", "#111317"],
  ])("readableOn(%s) is %s", (bg, fg) => {
    expect(readableOn(bg)).toBe(fg);
  });
});

describe("ensureContrast", () => {
  it("keeps a colour that already passes", () => {
    expect(ensureContrast("#1a73e8", "#ffffff", 4.5)).toBe("#1a73e8");
  });

  it.each([
    ["#8ab4f8", "#ffffff"],
    ["#ffeb3b", "#f5f6f8"],
    ["#1a237e", "#111317"],
    ["#5f6368", "#1a1d22"],
  ])("moves %s far enough from %s to reach 4.5:1", (fg, bg) => {
    const adjusted = ensureContrast(fg, bg, 4.5);
    expect(adjusted).not.toBe(fg);
    expect(contrastRatio(adjusted, bg)).toBeGreaterThanOrEqual(4.5);
  });

  it("satisfies every background given", () => {
    const adjusted = ensureContrast("#4caf50", ["#ffffff", "#eceef2"], 4.5);
    expect(contrastRatio(adjusted, "#ffffff")).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(adjusted, "#eceef2")).toBeGreaterThanOrEqual(4.5);
  });
});
