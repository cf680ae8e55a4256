import { describe, expect, it } from "vitest";
import { bucketNameProblem } from "../src/handlers/storage.js";
import { useTestServer } from "./helpers.js";

type ErrorBody = { errors: { Error: string } };

describe("bucket names", () => {
  it.each([
    ["my-bucket", true],
    ["abc", true],
    ["a1-b2-c3", true],
    ["ab", false],
    ["a".repeat(64), false],
    ["My-Bucket", false],
    ["-bucket", false],
    ["bucket-", false],
    ["under_score", false],
    ["xn--bucket", false],
    ["bucket-s3alias", false],
  ])("%s is %s", (name, valid) => {
    expect(bucketNameProblem(name) === undefined).toBe(valid);
  });
});

describe("server-side validation", () => {
  const api = useTestServer({ preset: "demo" });
  const create = (form: Record<string, string | number>) =>
    api.call("/tll/user-resource/vm", {
      method: "POST",
      form: { billing_account_id: api.server.store.state.billingAccounts[0]?.id ?? 0, name: "v", os_name: "ubuntu", os_version: "24.04", vcpu: 1, ram: 1024, disks: 20, ...form },
    });

  it.each([
    [{ vcpu: "1.5" }, "vcpu must be a whole number from 1 to 1024."],
    [{ vcpu: 0 }, "vcpu must be a whole number from 1 to 1024."],
    [{ ram: "lots" }, "ram must be a whole number from 1 to 16777216."],
    [{ disks: "" }, "disks (size in GB) is required when disk_uuid is not given."],
    [{ disks: "0" }, "disks must be a whole number from 1 to 1048576."],
    [{ name: "" }, "name is required."],
  ])("refuses VM create with %j", async (form, message) => {
    const response = await create(form);
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorBody).errors.Error).toBe(message);
  });

  it("refuses VM creation in a location that takes no new resources, with the capacity message", async () => {
    const response = await api.call("/trtu/user-resource/vm", { method: "POST", form: { name: "v", vcpu: 1, ram: 1024, disks: 20 } });
    expect(response.status).toBe(500);
    expect(((await response.json()) as ErrorBody).errors.Error).toMatch(/^Compute resources temporarily unavailable/);
  });

  it("refuses an invalid bucket name over HTTP", async () => {
    const response = await api.call("/storage/bucket", { method: "PUT", form: { name: "Bad_Name", billing_account_id: 1 } });
    expect(response.status).toBe(400);
  });

  it("requires threshold and amount when automatic top-up is turned on", async () => {
    const [account] = (await (await api.call("/payment/billing_account/list")).json()) as { id: number }[];
    const response = await api.call(`/payment/billing_account/${account?.id}/recurring_payment`, { method: "PUT", form: { is_recurring_payment_enabled: "true" } });
    expect(response.status).toBe(400);
  });

  it("answers 'Failed to create kong token' when asked to fail", async () => {
    const response = await api.call("/user-resource/token", { method: "POST", form: { description: "please fail" } });
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ errors: { Error: "Failed to create kong token" } });
  });

  it("refuses an unknown campaign with 'Invalid campaign.'", async () => {
    const [account] = (await (await api.call("/payment/billing_account/list")).json()) as { id: number }[];
    const response = await api.call(`/payment/billing_account/${account?.id}/campaign_activate/NOPE`, { method: "POST" });
    expect(await response.json()).toEqual({ errors: { Error: "Invalid campaign." } });
  });
});
