import { describe, expect, it } from "vitest";
import { contrastRatio } from "./color";
import { CONTROL_PAIRS as controlPairs, TEXT_PAIRS as textPairs } from "./contrastPairs";
import { fontSizes } from "./layout";
import { makeTheme } from "./makeTheme";

// Brands across the range: dark, mid, light and saturated primaries.
const brands = ["#1a73e8", "#0b3d2e", "#ff6f00", "#ffd54f", "#e91e63", "#00bcd4", "#000000", "#ffffff", "#7e57c2"];

describe("makeTheme", () => {
  describe.each(brands)("with primary %s", (primary) => {
    const themes = makeTheme({ primary });
    describe.each(["light", "dark"] as const)("%s scheme", (scheme) => {
      const color = themes[scheme].color;
      it.each(textPairs)("%s on %s reaches 4.5:1", (fg, bg) => {
        expect(contrastRatio(color[fg], color[bg])).toBeGreaterThanOrEqual(4.5);
      });
      it.each(controlPairs)("%s against %s reaches 3:1", (fg, bg) => {
        expect(contrastRatio(color[fg], color[bg])).toBeGreaterThanOrEqual(3);
      });
    });
  });

  it("keeps the brand colour as primary in the light scheme", () => {
    expect(makeTheme({ primary: "#1a73e8" }).light.color.primary).toBe("#1a73e8");
  });

  it("derives a different hover shade", () => {
    const { light, dark } = makeTheme({ primary: "#1a73e8" });
    expect(light.color.primaryHover).not.toBe(light.color.primary);
    expect(dark.color.primaryHover).not.toBe(dark.color.primary);
  });

  it("marks each scheme for native controls", () => {
    const { light, dark } = makeTheme({ primary: "#1a73e8" });
    expect(light.colorScheme).toBe("light");
    expect(dark.colorScheme).toBe("dark");
    expect(light.color.background).not.toBe(dark.color.background);
  });

  it("takes the spec's layout constants and font sizes", () => {
    const { light } = makeTheme({ primary: "#1a73e8" });
    expect(light.layout).toEqual({
      sidenavWidth: "80px",
      sidebarWidth: "320px",
      headerHeight: "35px",
      inputHeight: "36px",
      formMaxWidth: "700px",
    });
    expect(Object.values(light.font.size)).toEqual(["11px", "13px", "16px", "18px", "24px", "32px"]);
    expect(Object.values(fontSizes)).toEqual([11, 13, 16, 18, 24, 32]);
    expect(light.radius).toMatchObject({ sm: "4px", lg: "8px" });
  });

  it("applies brand font, radius, link, sidenav and explicit overrides", () => {
    const { light, dark } = makeTheme({
      primary: "#e30613",
      primaryText: "#ffffff",
      link: "#003366",
      fontFamily: "Inter, sans-serif",
      radius: { sm: "0", lg: "2px" },
      sidenav: { background: "#ffffff", text: "#333333" },
      colors: { overlay: "rgba(1, 2, 3, 0.4)" },
      dark: { primary: "#ff5a64", colors: { background: "#000000" } },
    });
    expect(light.font.family).toBe("Inter, sans-serif");
    expect(light.radius).toMatchObject({ sm: "0", lg: "2px" });
    expect(light.color.link).toBe("#003366");
    expect(light.color.primaryText).toBe("#ffffff");
    expect(light.color.sidenavBackground).toBe("#ffffff");
    expect(light.color.sidenavText).toBe("#333333");
    expect(light.color.overlay).toBe("rgba(1, 2, 3, 0.4)");
    expect(dark.color.primary).toBe("#ff5a64");
    expect(dark.color.background).toBe("#000000");
    expect(dark.color.overlay).not.toBe("rgba(1, 2, 3, 0.4)");
    expect(dark.font.family).toBe("Inter, sans-serif");
  });

  it("rejects a brand colour it cannot derive from, saying what to pass", () => {
    expect(() => makeTheme({ primary: "crimson" })).toThrow(/hex colour/);
  });
});
