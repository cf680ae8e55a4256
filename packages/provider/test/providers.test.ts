import { pathToFileURL } from "node:url";
import { join } from "node:path";
import { CONTROL_PAIRS, TEXT_PAIRS, contrastRatio, makeTheme, type BrandTokens } from "@cloudconsole/ui/theme";
import { discoverProviders } from "@cloudconsole/vite-config/providers";
import { describe, expect, it } from "vitest";
import { providerProblems, type PlatformSettings, type ProviderSettings } from "../src/index";

// Every provider under themes/, read the way the build reads it: its settings, brand and platform settings.
const providers = await Promise.all(
  discoverProviders().map(async (provider) => {
    const load = async <T>(file: string, name: string): Promise<T> => {
      const value = ((await import(pathToFileURL(join(provider.themeDir, "src", file)).href)) as Record<string, T | undefined>)[name];
      if (value === undefined) throw new Error(`themes/${provider.id}/src/${file} exports no ${name}`);
      return value;
    };
    return {
      id: provider.id,
      settings: await load<ProviderSettings>("settings.ts", "settings"),
      brand: await load<BrandTokens>("brand.ts", "brand"),
      platform: await load<PlatformSettings>("platform.ts", "platform"),
    };
  }),
);

describe("the workspace's providers", () => {
  it("are twenty, each with settings, a brand and platform settings", () => {
    expect(providers).toHaveLength(20);
    for (const provider of providers) expect([provider.settings.id, provider.brand.primary, typeof provider.platform]).toEqual([provider.id, expect.any(String), "object"]);
  });

  it.each(providers.map((provider) => [provider.id, provider] as const))("%s has a valid definition", (_id, { settings, brand, platform }) => {
    expect(providerProblems(settings, brand, platform)).toEqual([]);
  });

  describe.each(providers.map((provider) => [provider.id, provider] as const))("%s", (_id, { brand }) => {
    const themes = makeTheme(brand);
    it.each(["light", "dark"] as const)("reaches WCAG AA for every text pair and 3:1 for every control pair in the %s scheme", (scheme) => {
      const color = themes[scheme].color;
      const failing = [
        ...TEXT_PAIRS.filter(([fg, bg]) => contrastRatio(color[fg], color[bg]) < 4.5).map(([fg, bg]) => `${fg} on ${bg}: ${contrastRatio(color[fg], color[bg]).toFixed(2)}`),
        ...CONTROL_PAIRS.filter(([fg, bg]) => contrastRatio(color[fg], color[bg]) < 3).map(([fg, bg]) => `${fg} against ${bg}: ${contrastRatio(color[fg], color[bg]).toFixed(2)}`),
      ];
      expect(failing).toEqual([]);
    });
  });

  it("use every option of the configuration somewhere", () => {
    const platforms = providers.map((provider) => provider.platform);
    const settings = providers.map((provider) => provider.settings);
    const chats = new Set(platforms.flatMap((platform) => (platform.chatConfig ? [platform.chatConfig.type] : [])));
    expect([...chats].sort()).toEqual(["botika", "intercom", "leadbooster", "oncehub", "qiscus", "tawk"]);
    expect(new Set(platforms.map((platform) => platform.siteCurrency).filter(Boolean)).size).toBeGreaterThanOrEqual(6);
    expect(platforms.some((platform) => platform.termsUrl === null)).toBe(true);
    expect(platforms.some((platform) => (platform.isoCertificates ?? []).length > 0)).toBe(true);
    expect(platforms.some((platform) => platform.storageEnabled === false)).toBe(true);
    expect(platforms.some((platform) => platform.servicesEnabled === false)).toBe(true);
    expect(settings.filter((provider) => provider.loadingDelayMs === 2000)).toHaveLength(1);
    expect(settings.filter((provider) => provider.labels?.tax === "GST")).toHaveLength(1);
    expect(settings.filter((provider) => provider.labels?.invoice === "order")).toHaveLength(1);
    expect(settings.some((provider) => provider.labels?.integrationId === "Partner customer ID")).toBe(true);
    expect(settings.some((provider) => provider.welcomeText)).toBe(true);
    expect(settings.some((provider) => provider.createBanner)).toBe(true);
  });
});
