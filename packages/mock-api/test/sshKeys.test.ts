import { describe, expect, it } from "vitest";
import { useTestServer } from "./helpers.js";

type SshKey = { uuid: string; id: number; name: string; public_key: string; user_id: number; created_at: string };
type ErrorBody = { errors: { Error: string } };

const KEY = "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIKeyForTheTest0000000000000000000000000000 test@example";

describe("SSH keys, under the documented path and bapung-go's older one", () => {
  const api = useTestServer({ preset: "empty" });
  const json = async <T>(response: Response) => (await response.json()) as T;
  const names = async (path: string) => (await json<SshKey[]>(await api.call(path))).map((k) => k.name);

  it("saves a key sent as JSON and answers it whole", async () => {
    const response = await api.call("/user-resource/ssh_keys", { method: "POST", json: { name: "laptop", public_key: KEY } });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ name: "laptop", public_key: KEY, uuid: expect.any(String), created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) });
    expect(await names("/user-resource/ssh_keys")).toEqual(["laptop"]);
  });

  it("keeps names unique and requires both fields", async () => {
    const taken = await api.call("/user-resource/ssh_keys", { method: "POST", json: { name: "laptop", public_key: KEY } });
    expect(taken.status).toBe(409);
    expect((await json<ErrorBody>(taken)).errors.Error).toBe("An SSH key named laptop already exists.");
    expect((await api.call("/user-resource/ssh_keys", { method: "POST", json: { name: "no-key" } })).status).toBe(400);
  });

  it("shows the same keys under /user-resource/user/keys and takes new ones there", async () => {
    expect((await api.call("/user-resource/user/keys", { method: "POST", json: { name: "ci", public_key: KEY } })).status).toBe(200);
    expect(await names("/user-resource/user/keys")).toEqual(["laptop", "ci"]);
    expect(await names("/user-resource/ssh_keys")).toEqual(["laptop", "ci"]);
  });

  it("renames a key by uuid, or by integer id on the older path", async () => {
    const [laptop, ci] = await json<SshKey[]>(await api.call("/user-resource/ssh_keys"));
    const renamed = await api.call(`/user-resource/ssh_keys/${laptop?.uuid ?? ""}`, { method: "PATCH", json: { name: "work-laptop" } });
    expect(await renamed.json()).toMatchObject({ uuid: laptop?.uuid, name: "work-laptop", public_key: KEY });
    await api.call(`/user-resource/user/keys/${ci?.id ?? 0}`, { method: "PATCH", json: { name: "ci-runner" } });
    expect(await names("/user-resource/ssh_keys")).toEqual(["work-laptop", "ci-runner"]);
  });

  it("deletes a key (204), which is then gone from both paths", async () => {
    const [laptop, ci] = await json<SshKey[]>(await api.call("/user-resource/ssh_keys"));
    expect((await api.call(`/user-resource/ssh_keys/${laptop?.uuid ?? ""}`, { method: "DELETE" })).status).toBe(204);
    expect((await api.call(`/user-resource/user/keys/${ci?.id ?? 0}`, { method: "DELETE" })).status).toBe(204);
    expect(await names("/user-resource/user/keys")).toEqual([]);
    expect((await api.call(`/user-resource/ssh_keys/${laptop?.uuid ?? ""}`, { method: "PATCH", json: { name: "back" } })).status).toBe(404);
  });
});
