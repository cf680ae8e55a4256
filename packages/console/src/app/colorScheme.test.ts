import { describe, expect, it } from "vitest";
import { resolveColorScheme } from "./colorScheme";

describe("resolveColorScheme", () => {
  it.each([
    ["auto", false, "light"],
    ["auto", true, "dark"],
    ["light", true, "light"],
    ["dark", false, "dark"],
  ] as const)("%s with system dark=%s draws %s", (preference, prefersDark, expected) => {
    expect(resolveColorScheme(preference, prefersDark)).toBe(expected);
  });
});
