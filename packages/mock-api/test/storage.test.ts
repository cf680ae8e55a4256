import { describe, expect, it } from "vitest";
import { useTestServer } from "./helpers.js";

type ErrorBody = { errors: { Error: string } };

describe("object storage", () => {
  const api = useTestServer({ preset: "empty" });

  it("makes the first S3 key on first use, whether the user or the keys are read first", async () => {
    const keys = (await (await api.call("/storage/user/keys")).json()) as { accessKey: string }[];
    expect(keys).toHaveLength(1);
    const user = (await (await api.call("/storage/user")).json()) as { s3Credentials: { accessKey: string }[] };
    expect(user.s3Credentials.map((key) => key.accessKey)).toEqual(keys.map((key) => key.accessKey));
  });

});

describe("a bucket's CORS origin", () => {
  const api = useTestServer({ preset: "demo" });

  it("sets a bucket's CORS origin, clears it when the origin is left out, and refuses a malformed one", async () => {
    const [account] = (await (await api.call("/payment/billing_account/list")).json()) as { id: number }[];
    expect((await api.call("/storage/bucket", { method: "PUT", form: { name: "site-assets", billing_account_id: account?.id ?? 0 } })).status).toBe(200);
    expect((await api.call("/storage/bucket/cors", { method: "PUT", form: { name: "site-assets", allowed_origin: "https://app.example.com" } })).status).toBe(200);
    expect((await api.call("/storage/bucket/cors", { method: "PUT", form: { name: "site-assets" } })).status).toBe(200);
    const refused = await api.call("/storage/bucket/cors", { method: "PUT", form: { name: "site-assets", allowed_origin: "app.example.com/path" } });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as ErrorBody).errors.Error).toMatch(/invalid CORS origin/);
  });
});
