import type { ThemeColors } from "./contract.css";

/** A foreground token and the background token it is drawn on. */
export type ColorPair = readonly [keyof ThemeColors, keyof ThemeColors];

/** Every pair of colour tokens used as text on a background: each must reach WCAG AA, 4.5:1, in both schemes. */
export const TEXT_PAIRS: readonly ColorPair[] = [
  ["text", "background"],
  ["text", "surface"],
  ["text", "surfaceRaised"],
  ["text", "surfaceSunken"],
  ["textMuted", "background"],
  ["textMuted", "surface"],
  ["link", "background"],
  ["link", "surface"],
  ["primaryText", "primary"],
  ["primarySurfaceText", "primarySurface"],
  ["errorText", "errorSurface"],
  ["errorText", "surface"],
  ["errorContrast", "error"],
  ["successText", "successSurface"],
  ["successContrast", "success"],
  ["warningText", "warningSurface"],
  ["sidenavText", "sidenavBackground"],
  ["sidenavActiveText", "sidenavActive"],
  ["textInverse", "text"],
];
/** Pairs of a control's edge or focus ring and what it stands on: each must reach 3:1. */
export const CONTROL_PAIRS: readonly ColorPair[] = [
  ["borderStrong", "surface"],
  ["focusRing", "background"],
  ["focusRing", "surface"],
];
