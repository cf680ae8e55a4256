import { describe, expect, it } from "vitest";
import { nextLoginFlow, type LoginFlow, type LoginFlowEvent } from "./loginFlow";

describe("nextLoginFlow", () => {
  const cases: [string, LoginFlow, LoginFlowEvent, LoginFlow][] = [
    ["opens forgot password from the login form", { state: "login_signup" }, { type: "forgotPassword" }, { state: "forgot_password" }],
    ["goes back from forgot password", { state: "forgot_password" }, { type: "back" }, { state: "login_signup" }],
    ["waits for the reset link after sending it", { state: "forgot_password" }, { type: "forgotPasswordSent", email: "a@b.co" }, { state: "waiting_forgot_confirmation", email: "a@b.co" }],
    ["waits for confirmation after signing up with an unverified email", { state: "login_signup" }, { type: "signedUp", email: "a@b.co", emailVerified: false }, { state: "waiting_signup_confirmation", email: "a@b.co" }],
    ["stays on the login form when the email is already verified", { state: "login_signup" }, { type: "signedUp", email: "a@b.co", emailVerified: true }, { state: "login_signup" }],
    ["returns from the sign-up waiting screen", { state: "waiting_signup_confirmation", email: "a@b.co" }, { type: "back" }, { state: "login_signup" }],
    ["returns from the forgot-password waiting screen", { state: "waiting_forgot_confirmation", email: "a@b.co" }, { type: "back" }, { state: "login_signup" }],
    ["ignores a sent event outside the forgot-password form", { state: "login_signup" }, { type: "forgotPasswordSent", email: "a@b.co" }, { state: "login_signup" }],
  ];
  it.each(cases)("%s", (_name, flow, event, expected) => {
    expect(nextLoginFlow(flow, event)).toEqual(expected);
  });
});
