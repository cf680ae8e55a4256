import { describe, expect, it } from "vitest";
import { useTestServer } from "./helpers.js";

interface Token {
  id: number;
  description: string;
  restricted: boolean;
  billing_account_id: number;
}

describe("PATCH /user-resource/token", () => {
  const api = useTestServer({ preset: "demo" });

  /** A new token restricted to the demo's first billing account, made over HTTP. */
  async function restrictedToken(description: string): Promise<Token> {
    const accounts = (await (await api.call("/payment/billing_account/list")).json()) as { id: number }[];
    const accountId = accounts[0]?.id ?? 0;
    const created = await api.call("/user-resource/token", { method: "POST", form: { description, restricted: "true", billing_account_id: accountId } });
    const token = ((await created.json()) as Token[]).find((candidate) => candidate.description === description);
    expect(token).toMatchObject({ restricted: true, billing_account_id: accountId });
    return token as Token;
  }

  const patch = async (form: Record<string, string | number>) => {
    const response = await api.call("/user-resource/token", { method: "PATCH", form });
    expect(response.status).toBe(200);
    return (await response.json()) as Token;
  };

  it("keeps the token's restriction and billing account when `restricted` is left out", async () => {
    const token = await restrictedToken("kept restricted");
    const renamed = await patch({ token_id: token.id, description: "renamed, still restricted" });
    expect(renamed).toMatchObject({ description: "renamed, still restricted", restricted: true, billing_account_id: token.billing_account_id });
  });

  it.each(["false", "0"])("lifts the restriction when `restricted` is %s", async (value) => {
    const token = await restrictedToken(`lifted with ${value}`);
    expect(await patch({ token_id: token.id, restricted: value })).toMatchObject({ restricted: false, billing_account_id: 0 });
  });

  it.each(["true", "1"])("keeps a token restricted when `restricted` is %s", async (value) => {
    const token = await restrictedToken(`restricted with ${value}`);
    expect(await patch({ token_id: token.id, restricted: value })).toMatchObject({ restricted: true, billing_account_id: token.billing_account_id });
  });
});

describe("a billing account's `lang`", () => {
  const api = useTestServer({ preset: "demo" });
  const create = (lang: string) => api.call("/payment/billing_account", { method: "POST", form: { title: `Lang ${lang || "empty"}`, email: "lang@example.com", customer_phone: "+3725550000", lang } });

  it.each(["en", "est", ""])("accepts %j (2 or 3 letters, or empty)", async (lang) => {
    expect((await create(lang)).status).toBe(200);
  });

  it.each(["e", "engl", "e1"])("refuses %j with a 400 naming the field", async (lang) => {
    const response = await create(lang);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: { Error: string } }).errors.Error).toContain("lang");
  });
});
