import type { UserConfig } from "vitest/config";

export interface TestConfigOptions {
  environment?: "node" | "jsdom" | "happy-dom";
  setupFiles?: string[];
  /** Add React and vanilla-extract plugins (default: when the environment is a DOM). */
  dom?: boolean;
  /** Dependencies to inline (CJS/UMD packages). */
  inline?: string[];
  testTimeout?: number;
  /** The files split into projects, each with its own settings (a name, its files, its isolation). */
  projects?: { name: string; include?: string[]; exclude?: string[]; isolate?: boolean }[];
}

/** Vitest settings shared by every package. */
export declare function defineTestConfig(options?: TestConfigOptions): UserConfig;
