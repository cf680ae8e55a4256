import { describe, expect, it } from "vitest";
import { callbackError, MISSING_CALLBACK_PARAMS_MESSAGE, parseCallbackFragment, safeReturnPath } from "./callbackParams";

describe("parseCallbackFragment", () => {
  it("reads every parameter of the fragment", () => {
    expect(parseCallbackFragment("#access_token=a&id_token=b&state=%22%2Fcompute%22")).toEqual({ access_token: "a", id_token: "b", state: '"/compute"' });
  });
  it.each(["", "#"])("raises an error when the parameters are missing (%j)", (hash) => {
    expect(() => parseCallbackFragment(hash)).toThrow(MISSING_CALLBACK_PARAMS_MESSAGE);
  });
});

describe("safeReturnPath", () => {
  it.each([
    ['"/compute?x=1#y"', "/compute?x=1#y"],
    ['"/"', "/"],
    [undefined, "/"],
    ["", "/"],
    ["/compute", "/"], // not JSON
    ['"https://evil.example"', "/"],
    ['"//evil.example/path"', "/"],
    ['"/\\\\evil.example"', "/"],
    ['{"path":"/compute"}', "/"],
    ["42", "/"],
    ['"compute"', "/"],
  ])("state %j goes to %j", (state, expected) => {
    expect(safeReturnPath(state)).toBe(expected);
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
