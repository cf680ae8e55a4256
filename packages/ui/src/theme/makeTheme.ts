import { ensureContrast, mix, readableOn } from "./color";
import type { ThemeColors, ThemeTokens } from "./contract.css";
import { fontSizes, formMaxWidth, headerHeight, inputHeight, radii, sidebarWidth, sidenavWidth } from "./layout";

/** Colours of the side navigation; anything left out is derived from the brand colour. */
export interface SidenavTokens {
  background?: string;
  text?: string;
  /** Background of the active item. */
  active?: string;
  activeText?: string;
}

/** The brand colours of one colour scheme. Colours used for derivation must be #rgb or #rrggbb. */
export interface BrandColors {
  /** The brand colour: primary buttons, focus ring, active navigation. */
  primary: string;
  /** Text on the primary colour; by default white or near-black, whichever reads better. */
  primaryText?: string;
  /** Link colour; by default the primary colour, adjusted to reach 4.5:1 on the page. */
  link?: string;
  sidenav?: SidenavTokens;
  /** Last-resort overrides of any derived colour token, applied as given (no contrast adjustment). */
  colors?: Partial<ThemeColors>;
}

/** The few tokens a provider names; makeTheme derives the rest. */
export interface BrandTokens extends BrandColors {
  /** CSS font-family list for all text. */
  fontFamily?: string;
  monoFontFamily?: string;
  /** Border radius of controls (`sm`, default 4px) and cards (`lg`, default 8px). */
  radius?: { sm?: string; lg?: string };
  /** Colours that differ in the dark scheme; unset ones fall back to the light brand colours. */
  dark?: Partial<BrandColors>;
}

type Scheme = "light" | "dark";

const neutrals = {
  light: {
    background: "#f5f6f8",
    surface: "#ffffff",
    surfaceRaised: "#ffffff",
    surfaceSunken: "#eceef2",
    border: "#d9dde3",
    borderStrong: "#868e99",
    text: "#1b1f24",
    textMuted: "#59626d",
    textInverse: "#ffffff",
    overlay: "rgba(15, 18, 22, 0.5)",
    sidenav: "#1f2329",
  },
  dark: {
    background: "#111317",
    surface: "#1a1d22",
    surfaceRaised: "#23272d",
    surfaceSunken: "#0c0e11",
    border: "#30353c",
    borderStrong: "#78818d",
    text: "#e6e8eb",
    textMuted: "#a3abb5",
    textInverse: "#111317",
    overlay: "rgba(0, 0, 0, 0.6)",
    sidenav: "#0c0e11",
  },
} as const;

// Status hues per scheme: saturated enough for fills, with a tinted surface for notices.
const statusHues = {
  light: { error: "#c62828", success: "#2e7d32", warning: "#a05a00" },
  dark: { error: "#f07171", success: "#66bb6a", warning: "#f0a94a" },
} as const;

const px = (n: number) => `${n}px`;

function statusSet(hue: string, scheme: Scheme, base: (typeof neutrals)[Scheme]) {
  const surface = scheme === "light" ? mix(hue, "#ffffff", 0.9) : mix(hue, base.background, 0.82);
  return {
    fill: hue,
    hover: mix(hue, scheme === "light" ? "#000000" : "#ffffff", 0.15),
    contrast: readableOn(hue, [base.textInverse, base.text, "#ffffff", "#111317"]),
    surface,
    text: ensureContrast(mix(hue, base.text, 0.35), surface, 4.5),
  };
}

function colorsFor(brand: BrandColors, scheme: Scheme): ThemeColors {
  const base = neutrals[scheme];
  const pageBackgrounds = [base.background, base.surface];
  // On dark pages a dark brand colour disappears: lift it until it reads as a control (3:1).
  const primary = scheme === "dark" ? ensureContrast(brand.primary, base.background, 3) : brand.primary;
  const primaryText = brand.primaryText ?? readableOn(primary);
  const primarySurface = scheme === "light" ? mix(primary, "#ffffff", 0.9) : mix(primary, base.background, 0.8);
  const link = ensureContrast(brand.link ?? primary, pageBackgrounds, 4.5);
  const sidenavBackground = brand.sidenav?.background ?? base.sidenav;
  const sidenavActive = brand.sidenav?.active ?? primary;
  const error = statusSet(statusHues[scheme].error, scheme, base);
  const success = statusSet(statusHues[scheme].success, scheme, base);
  const warning = statusSet(statusHues[scheme].warning, scheme, base);
  return {
    background: base.background,
    surface: base.surface,
    surfaceRaised: base.surfaceRaised,
    surfaceSunken: base.surfaceSunken,
    border: base.border,
    borderStrong: base.borderStrong,
    text: base.text,
    textMuted: base.textMuted,
    textInverse: base.textInverse,
    primary,
    primaryHover: mix(primary, scheme === "light" ? "#000000" : "#ffffff", 0.15),
    primaryText,
    primarySurface,
    primarySurfaceText: ensureContrast(mix(primary, base.text, 0.6), primarySurface, 4.5),
    link,
    linkHover: mix(link, scheme === "light" ? "#000000" : "#ffffff", 0.2),
    focusRing: ensureContrast(primary, pageBackgrounds, 3),
    error: error.fill,
    errorHover: error.hover,
    errorContrast: error.contrast,
    errorSurface: error.surface,
    errorText: error.text,
    success: success.fill,
    successContrast: success.contrast,
    successSurface: success.surface,
    successText: success.text,
    warning: warning.fill,
    warningSurface: warning.surface,
    warningText: warning.text,
    sidenavBackground,
    sidenavText: brand.sidenav?.text ?? ensureContrast(mix(readableOn(sidenavBackground), sidenavBackground, 0.2), sidenavBackground, 4.5),
    sidenavActive,
    sidenavActiveText: brand.sidenav?.activeText ?? readableOn(sidenavActive),
    overlay: base.overlay,
    ...brand.colors,
  };
}

function tokensFor(brand: BrandTokens, colors: BrandColors, scheme: Scheme): ThemeTokens {
  const shadowAlpha = scheme === "light" ? [0.08, 0.12, 0.18] : [0.4, 0.5, 0.6];
  return {
    colorScheme: scheme,
    color: colorsFor(colors, scheme),
    font: {
      family: brand.fontFamily ?? 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      monoFamily: brand.monoFontFamily ?? 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
      size: {
        xs: px(fontSizes.xs),
        sm: px(fontSizes.sm),
        md: px(fontSizes.md),
        lg: px(fontSizes.lg),
        xl: px(fontSizes.xl),
        xxl: px(fontSizes.xxl),
      },
      weight: { regular: "400", medium: "500", bold: "700" },
      lineHeight: { tight: "1.25", normal: "1.5" },
    },
    radius: { sm: brand.radius?.sm ?? px(radii.sm), lg: brand.radius?.lg ?? px(radii.lg), full: "9999px" },
    space: { none: "0", xxs: "2px", xs: "4px", sm: "8px", md: "12px", lg: "16px", xl: "24px", xxl: "32px", xxxl: "48px" },
    shadow: {
      sm: `0 1px 2px rgba(0, 0, 0, ${shadowAlpha[0]})`,
      md: `0 2px 8px rgba(0, 0, 0, ${shadowAlpha[1]})`,
      lg: `0 8px 24px rgba(0, 0, 0, ${shadowAlpha[2]})`,
    },
    duration: { fast: "120ms", normal: "200ms" },
    layout: {
      sidenavWidth: px(sidenavWidth),
      sidebarWidth: px(sidebarWidth),
      headerHeight: px(headerHeight),
      inputHeight: px(inputHeight),
      formMaxWidth: px(formMaxWidth),
    },
  };
}

/**
 * Turns a provider's brand tokens into full light and dark token sets for `createTheme(vars, …)`.
 * Hover shades, tinted surfaces and text colours are derived so text keeps WCAG AA contrast.
 */
export function makeTheme(brand: BrandTokens): { light: ThemeTokens; dark: ThemeTokens } {
  const { dark, ...light } = brand;
  const darkColors: BrandColors = {
    ...light,
    ...dark,
    primary: dark?.primary ?? light.primary,
    sidenav: { ...light.sidenav, ...dark?.sidenav },
    colors: dark?.colors,
  };
  return { light: tokensFor(brand, light, "light"), dark: tokensFor(brand, darkColors, "dark") };
}
