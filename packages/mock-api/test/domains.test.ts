import { describe, expect, it } from "vitest";
import { LIFECYCLE_MS } from "../src/store/lifecycles.js";
import { useTestServer } from "./helpers.js";

type ErrorBody = { errors: { Error: string } };

describe("access delegation and invitations", () => {
  const api = useTestServer({ preset: "demo" });

  it("invites a grantee into a new delegation and removes the invitation", async () => {
    const [account] = (await (await api.call("/payment/billing_account/list")).json()) as { id: number }[];
    const group = (await (await api.call("/user-resource/access_group", { method: "POST", form: { billing_account_id: account?.id ?? 0, name: "Ops" } })).json()) as { id: number };
    const invite = (await (await api.call(`/user-resource/access_group/${group.id}/impersonation`, { method: "POST", form: { grantee_username: "ops@example.com" } })).json()) as { uuid: string; is_accepted: boolean };
    expect(invite.is_accepted).toBe(false);
    const groups = (await (await api.call("/user-resource/access_group")).json()) as { id: number; impersonations: { uuid: string }[] }[];
    expect(groups.find((g) => g.id === group.id)?.impersonations.map((i) => i.uuid)).toEqual([invite.uuid]);
    await api.call(`/user-resource/access_group/${group.id}/impersonation/${invite.uuid}`, { method: "DELETE" });
    const after = (await (await api.call("/user-resource/access_group")).json()) as { id: number; impersonations: unknown[] }[];
    expect(after.find((g) => g.id === group.id)?.impersonations).toEqual([]);
  });

  it("starts impersonation only after the invitation is accepted", async () => {
    const received = (await (await api.call("/user-resource/impersonation")).json()) as { uuid: string; is_accepted: boolean }[];
    const pending = received.find((i) => !i.is_accepted);
    if (!pending) throw new Error("the demo preset should have a pending invitation");
    expect((await api.call(`/user-resource/impersonation/${pending.uuid}/start`, { method: "POST" })).status).toBe(409);
    const accepted = (await (await api.call(`/user-resource/impersonation/${pending.uuid}/accept`, { method: "PUT" })).json()) as { is_accepted: boolean };
    expect(accepted.is_accepted).toBe(true);
    const started = (await (await api.call(`/user-resource/impersonation/${pending.uuid}/start`, { method: "POST" })).json()) as { token: string };
    expect(started.token).toMatch(/^impersonation-/);
  });
});

describe("managed services", () => {
  const api = useTestServer({ preset: "demo" });

  it("creates a service that becomes active, and keeps its allow-list", async () => {
    const [account] = (await (await api.call("/payment/billing_account/list")).json()) as { id: number }[];
    const created = (await (
      await api.call("/user-resource/service/package", {
        method: "POST",
        json: { billing_account_id: account?.id, service: "mariadb", version: "11.4", display_name: "db", vm_cpu: 2, vm_ram: 2048, vm_disk_gb: 20 },
      })
    ).json()) as { uuid: string; status: string; properties: { location: string } };
    expect(created.status).toBe("creating");
    api.clock.advance(LIFECYCLE_MS.serviceCreate);
    const list = (await (await api.call("/user-resource/service/packages")).json()) as { uuid: string; status: string }[];
    expect(list.find((s) => s.uuid === created.uuid)?.status).toBe("active");
    // The allow-list lives under the service's location, as the published API has it.
    const path = `/${created.properties.location}/user-resource/service/package/${created.uuid}/whitelist_addresses`;
    expect((await api.call(`/elsewhere/user-resource/service/package/${created.uuid}/whitelist_addresses`)).status).toBe(404);
    expect(await (await api.call(path, { method: "POST", form: { ip_address: "10.123.8.0/24" } })).json()).toEqual(["10.123.8.0/24"]);
    expect((await api.call(path, { method: "POST", form: { ip_address: "not-an-ip" } })).status).toBe(400);
    expect(await (await api.call(path, { method: "DELETE", form: { ip_address: "10.123.8.0/24" } })).json()).toEqual([]);
  });
});

describe("object storage", () => {
  const api = useTestServer({ preset: "demo" });

  it("refuses to delete a bucket that still holds objects", async () => {
    const response = await api.call("/storage/bucket?name=demo-assets", { method: "DELETE" });
    expect(response.status).toBe(409);
    expect(((await response.json()) as ErrorBody).errors.Error).toMatch(/BucketNotEmpty/);
  });

  it("refuses a bucket name someone already has", async () => {
    const [account] = (await (await api.call("/payment/billing_account/list")).json()) as { id: number }[];
    const response = await api.call("/storage/bucket", { method: "PUT", form: { name: "demo-assets", billing_account_id: account?.id ?? 0 } });
    expect(response.status).toBe(409);
  });

  it("deletes an empty bucket with 204", async () => {
    expect((await api.call("/storage/bucket?name=empty-bucket", { method: "DELETE" })).status).toBe(204);
  });

  it("returns every key when one is created, newest first", async () => {
    const before = (await (await api.call("/storage/user/keys")).json()) as unknown[];
    const after = (await (await api.call("/storage/user/keys", { method: "POST" })).json()) as { accessKey: string }[];
    expect(after).toHaveLength(before.length + 1);
  });
});
