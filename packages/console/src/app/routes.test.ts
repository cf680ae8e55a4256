import { describe, expect, it } from "vitest";
import { consoleAddress } from "./consoleAddress";
import { isRouteWithoutSession } from "./routes";

describe("the addresses the router shows without a session", () => {
  it.each([
    ["/payment_return", true],
    ["/payment_return?identifier=7", true],
    ["/referral/ABC", true],
    ["/auth0_callback", true],
    ["/auth0_callback/verify", true],
    ["/", false],
    ["/compute", false],
    ["/compute/vm/tll/1", false],
    ["/referrals", false],
    ["/payment_returned", false],
  ])("%s: %s", (pathname, expected) => {
    expect(isRouteWithoutSession(pathname.split("?")[0] ?? "")).toBe(expected);
  });
});

describe("consoleAddress", () => {
  it.each([
    ["/app", "/"],
    ["/app/", "/"],
    ["/app/compute", "/compute"],
    ["/app/compute/vm/tll/1", "/compute/vm/tll/1"],
    ["/application", "/application"],
  ])("reads %s as %s, keeping the query and hash", (pathname, expected) => {
    expect(consoleAddress({ pathname, search: "?referral_code=A", hash: "#top" })).toEqual({ pathname: expected, search: "?referral_code=A", hash: "#top" });
  });
});
