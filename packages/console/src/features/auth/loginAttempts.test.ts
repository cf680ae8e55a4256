import { afterEach, describe, expect, it } from "vitest";
import { forgetLoginAttempt, LOGIN_ATTEMPT_KEY_PREFIX, loginAttemptReturnPath, startLoginAttempt } from "./loginAttempts";

afterEach(() => sessionStorage.clear());

describe("a login attempt's state", () => {
  it("is 32 random bytes in base64url, new for every attempt", () => {
    const states = Array.from({ length: 50 }, () => startLoginAttempt("/"));
    for (const state of states) expect(state).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new Set(states).size).toBe(states.length);
  });

  it("carries nothing of the path it returns to", () => {
    const state = startLoginAttempt("/compute?tab=vms");
    expect(state).not.toContain("compute");
    expect(sessionStorage.getItem(`${LOGIN_ATTEMPT_KEY_PREFIX}${state}`)).toBe("/compute?tab=vms");
  });
});

describe("loginAttemptReturnPath", () => {
  it("finds each of two attempts' own path, whichever finishes first", () => {
    const billing = startLoginAttempt("/billing");
    const network = startLoginAttempt("/network?location=jkt#ips");
    expect(loginAttemptReturnPath(network)).toBe("/network?location=jkt#ips");
    forgetLoginAttempt(network);
    expect(loginAttemptReturnPath(billing)).toBe("/billing");
    expect(loginAttemptReturnPath(network)).toBeUndefined();
  });

  it.each([
    ["no state", undefined],
    ["an empty state", ""],
    ["a state this tab never issued", "x".repeat(43)],
    ["the path itself as a JSON string (a crafted link)", JSON.stringify("/billing")],
  ])("knows no attempt for %s", (_case, state) => {
    startLoginAttempt("/billing");
    expect(loginAttemptReturnPath(state)).toBeUndefined();
  });

  it.each(["//evil.example/", "https://evil.example/", "/\t/evil.example", "/\\evil.example", "/%2F/evil.example"])("returns to / from a login started on %j", (path) => {
    expect(loginAttemptReturnPath(startLoginAttempt(path))).toBe("/");
  });
});

describe("forgetLoginAttempt", () => {
  it("forgets that attempt alone", () => {
    const first = startLoginAttempt("/profile");
    const second = startLoginAttempt("/storage");
    forgetLoginAttempt(first);
    expect(loginAttemptReturnPath(first)).toBeUndefined();
    expect(loginAttemptReturnPath(second)).toBe("/storage");
  });

  it("has nothing to forget without a state", () => {
    const kept = startLoginAttempt("/profile");
    forgetLoginAttempt(undefined);
    expect(loginAttemptReturnPath(kept)).toBe("/profile");
  });
});
