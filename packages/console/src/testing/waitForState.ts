import { getConfig } from "@testing-library/react";
import { vi } from "vitest";

/**
 * Retries `check` until it stops throwing, within the suite's ceiling for a state (the one findBy* uses, set in
 * vitest.setup.ts): vi.waitFor's own 1 s default fails sound tests on a busy machine.
 */
export function waitForState<T>(check: () => T | Promise<T>): Promise<T> {
  return vi.waitFor(check, { timeout: getConfig().asyncUtilTimeout });
}
