import { describe, expect, it } from "vitest";
import { QueryClient } from "@tanstack/react-query";
import { createApiClient } from "@cloudconsole/sdk";
import { getSession } from "../../session/sessionStore";
import { setupMockApi } from "../../testing/mockApi";
import { ApiKeyAccountMismatchError, isAccountEmail, logInWithApiKey } from "./apiKeyLogin";

const mock = setupMockApi({ apiKey: null, freshSession: true });

describe("isAccountEmail", () => {
  const user = { name: "ada@example.com", profile_data: { email: "ada.lovelace@example.org" } };
  it.each([
    ["ada@example.com", true],
    ["  ADA@Example.com ", true],
    ["ada.lovelace@example.org", true],
    ["grace@example.com", false],
    ["ada@example", false],
  ])("%j -> %s", (email, expected) => expect(isAccountEmail(user, email)).toBe(expected));

  it("reads the user name alone when the profile has no email", () => {
    expect(isAccountEmail({ name: "ada@example.com" }, "ada@example.com")).toBe(true);
  });
});

describe("logInWithApiKey with an email", () => {
  const client = createApiClient({ baseUrl: "http://localhost/v1" });

  it("signs in when the key is the account of that email", async () => {
    await logInWithApiKey(client, new QueryClient(), "good-key", mock.store.state.user.name.toUpperCase());
    expect(getSession().apikey).toBe("good-key");
  });

  it("stores nothing when the key is another account's", async () => {
    await expect(logInWithApiKey(client, new QueryClient(), "good-key", "someone.else@example.com")).rejects.toBeInstanceOf(ApiKeyAccountMismatchError);
    expect(getSession().apikey).toBeUndefined();
  });
});
