// Types for budgets.mjs (the bundle budgets and the benchmarks' targets).
export const SCREEN_BUDGETS: { readonly loginBytes: number; readonly mainScreenBytes: number; readonly screenBytes: number };
export const MAIN_SCREENS: readonly string[];
export const FEATURE_CHUNK_BYTES: number;
export interface LighthouseTarget {
  readonly minScore: number;
  readonly maxTbtMs: number;
  readonly maxCls: number;
}
export const LIGHTHOUSE_TARGETS: { readonly login: LighthouseTarget; readonly home: LighthouseTarget; readonly compute: LighthouseTarget };
export const VM_LIST_TARGETS: { readonly firstRenderP95Ms: number; readonly keystrokeToNextFrameP95Ms: number; readonly heapBytes: number };
export const PALETTE_TARGETS: { readonly firstOpenP95Ms: number; readonly openP95Ms: number; readonly keystrokeToNextFrameP95Ms: number };
export const VALIDATION_MAX_RATIO: number;
export const BUILD_TARGETS: { readonly coldSeconds: number; readonly rebuiltAfterOneThemeChange: number };

export declare function screenLimit(screen: string): number;
export const SCREEN_DEBTS: Readonly<Record<string, number>>;
export declare function screenCeiling(screen: string): number;
export const TRANSLATED_SCREEN_BUDGETS: { readonly loginBytes: number; readonly screenBytes: number };
export declare function translatedScreenLimit(screen: string): number;
export const TRANSLATED_SCREEN_DEBTS: Readonly<Record<string, number>>;
export declare function translatedScreenCeiling(screen: string): number;
