// The first screen's code starts loading with the entry script: a visitor without a session gets the login form's.
import { afterEach, describe, expect, it, vi } from "vitest";
import { LoginRoute } from "../features/login";
import { preloadFirstScreen } from "./routes";

afterEach(() => {
  vi.restoreAllMocks();
});

describe("preloadFirstScreen", () => {
  it("starts loading the login form's code for a visitor without a session, whatever the address", () => {
    const preload = vi.spyOn(LoginRoute, "preload").mockResolvedValue(undefined);
    preloadFirstScreen("/compute");
    expect(preload).toHaveBeenCalledTimes(1);
  });
});
