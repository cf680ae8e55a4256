import "./global.css";

export { vars } from "./contract.css";
export type { ThemeTokens, ThemeColors } from "./contract.css";
export { makeTheme } from "./makeTheme";
export type { BrandTokens, BrandColors, SidenavTokens } from "./makeTheme";
export { contrastRatio, ensureContrast, mix, readableOn } from "./color";
export { CONTROL_PAIRS, TEXT_PAIRS, type ColorPair } from "./contrastPairs";
export * from "./layout";
export { visuallyHidden } from "./utils.css";
