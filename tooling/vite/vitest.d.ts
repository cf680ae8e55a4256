import type { UserConfig } from "vitest/config";

export interface TestConfigOptions {
  environment?: "node" | "jsdom" | "happy-dom";
  setupFiles?: string[];
  /** Add React and vanilla-extract plugins (default: when the environment is a DOM). */
  dom?: boolean;
  /** Dependencies to inline (CJS/UMD packages). */
  inline?: string[];
  testTimeout?: number;
}

/** Vitest settings shared by every package. */
export declare function defineTestConfig(options?: TestConfigOptions): UserConfig;
