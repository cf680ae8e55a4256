import { afterEach, describe, expect, it } from "vitest";
import { captureReferralCode, referralLink } from "./referral";
import { clearSession, getSession } from "./sessionStore";

afterEach(() => {
  localStorage.clear();
  clearSession();
});

describe("referral links", () => {
  it("stores ?referral_code= and flags the visit as a sign-up", () => {
    expect(captureReferralCode("?referral_code=FRIEND42&x=1")).toEqual({ code: "FRIEND42", signup: true });
    expect(getSession().referralCode).toBe("FRIEND42");
  });
  it("ignores a missing or empty code", () => {
    expect(captureReferralCode("?referral_code=")).toBeUndefined();
    expect(captureReferralCode("")).toBeUndefined();
    expect(getSession().referralCode).toBeUndefined();
  });
  it("shows promoters {origin}/referral/{code}", () => {
    expect(referralLink("https://console.example", "FRIEND42")).toBe("https://console.example/referral/FRIEND42");
  });
});
