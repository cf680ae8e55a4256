import { describe, expect, it } from "vitest";
import { callbackError, MISSING_CALLBACK_PARAMS_MESSAGE, parseCallbackFragment, parseVerifyQuery } from "./callbackParams";

describe("parseCallbackFragment", () => {
  it("reads every parameter of the fragment", () => {
    expect(parseCallbackFragment("#access_token=a&id_token=b&state=%22%2Fcompute%22")).toEqual({ access_token: "a", id_token: "b", state: '"/compute"' });
  });
  it.each(["", "#"])("raises an error when the parameters are missing (%j)", (hash) => {
    expect(() => parseCallbackFragment(hash)).toThrow(MISSING_CALLBACK_PARAMS_MESSAGE);
  });
});

describe("callbackError", () => {
  it("has none without an error parameter", () => {
    expect(callbackError({ access_token: "a" })).toBeUndefined();
  });
  it("asks for action when access is denied until the email is verified", () => {
    expect(callbackError({ error: "access_denied", error_description: "Please verify your email before logging in." })).toEqual({
      title: "Action required",
      code: "access_denied",
      description: "Please verify your email before logging in.",
    });
  });
  it.each([
    [{ error: "access_denied", error_description: "User is blocked" }],
    [{ error: "server_error", error_description: "verify later" }],
    [{ error: "unauthorized" }],
  ])("any other error %j is a login error", (params) => {
    expect(callbackError(params)?.title).toBe("Login error");
  });
});

describe("parseVerifyQuery", () => {
  const verified =
    "?supportSignUp=true&supportForgotPassword=true&email=a%40b.c&message=Your%20email%20was%20verified.%20You%20can%20continue%20using%20the%20application.&success=true&code=success";
  it.each([
    [
      "a verified email",
      verified,
      { success: true, message: "Your email was verified. You can continue using the application.", email: "a@b.c" },
    ],
    ["a success without an email", "?success=true&message=Your%20password%20was%20changed.", { success: true, message: "Your password was changed." }],
    ["a link used twice", "?success=false&message=This%20URL%20can%20be%20used%20only%20once&code=already-used", { success: false, code: "already-used", message: "This URL can be used only once" }],
    ["an expired link without a code", "?email=a%40b.c&message=Access%20expired.&success=false", { success: false, message: "Access expired." }],
    ["a message without success", "?message=Access%20expired.", { success: false, message: "Access expired." }],
    ["success other than 'true'", "?success=1&message=x", { success: false, message: "x" }],
    ["success=false without a message", "?success=false", { success: false, message: "" }],
  ])("reads %s", (_name, search, expected) => {
    expect(parseVerifyQuery(search)).toEqual({ ...expected, params: Object.fromEntries(new URLSearchParams(search)) });
  });

  it.each(["", "?", "?supportSignUp=true&email=a%40b.c"])("raises the missing-parameters error without a result (%j)", (search) => {
    expect(() => parseVerifyQuery(search)).toThrow(MISSING_CALLBACK_PARAMS_MESSAGE);
  });
});
