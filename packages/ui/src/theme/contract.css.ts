import { createThemeContract } from "@vanilla-extract/css";

/**
 * Every design token of the console, declared once. Themes fill it with `createTheme(vars, makeTheme(brand).light)`;
 * components read it through `vars` and never use literal colours.
 */
export const vars = createThemeContract({
  /** "light" or "dark"; set as CSS `color-scheme` so native controls and scroll bars match. */
  colorScheme: null,
  color: {
    /** Page background behind everything. */
    background: null,
    /** Cards, panels, inputs. */
    surface: null,
    /** Menus, popovers and dialogs that sit above surfaces. */
    surfaceRaised: null,
    /** Wells, code blocks and hovered rows. */
    surfaceSunken: null,
    /** Decorative borders and dividers. */
    border: null,
    /** Borders of controls (at least 3:1 against surfaces). */
    borderStrong: null,
    text: null,
    textMuted: null,
    /** Text on `text`-coloured backgrounds (tooltips). */
    textInverse: null,
    primary: null,
    primaryHover: null,
    /** Text and icons on `primary`. */
    primaryText: null,
    /** Tinted background of primary (info) notices and selected rows. */
    primarySurface: null,
    /** Text on `primarySurface`. */
    primarySurfaceText: null,
    link: null,
    linkHover: null,
    focusRing: null,
    error: null,
    errorHover: null,
    /** Text and icons on `error` (danger buttons). */
    errorContrast: null,
    errorSurface: null,
    errorText: null,
    success: null,
    successContrast: null,
    successSurface: null,
    successText: null,
    warning: null,
    warningSurface: null,
    warningText: null,
    sidenavBackground: null,
    sidenavText: null,
    /** Background of the active side navigation item. */
    sidenavActive: null,
    sidenavActiveText: null,
    /** Backdrop behind dialogs and drawers. */
    overlay: null,
  },
  font: {
    family: null,
    monoFamily: null,
    /** 11, 13, 16, 18, 24 and 32 px: the console's six type sizes (`fontSizes` in layout.ts). */
    size: { xs: null, sm: null, md: null, lg: null, xl: null, xxl: null },
    weight: { regular: null, medium: null, bold: null },
    lineHeight: { tight: null, normal: null },
  },
  radius: { sm: null, lg: null, full: null },
  space: { none: null, xxs: null, xs: null, sm: null, md: null, lg: null, xl: null, xxl: null, xxxl: null },
  shadow: { sm: null, md: null, lg: null },
  duration: { fast: null, normal: null },
  layout: { sidenavWidth: null, sidebarWidth: null, headerHeight: null, inputHeight: null, formMaxWidth: null },
});

type Leaves<T> = { [K in keyof T]: T[K] extends string ? string : Leaves<T[K]> };

/** A full set of token values for `vars`: what `createTheme(vars, tokens)` takes. */
export type ThemeTokens = Leaves<typeof vars>;

/** The colour tokens alone, for brand overrides. */
export type ThemeColors = ThemeTokens["color"];
