import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createApiClient, type VirtualMachine } from "../src/index.js";
import { bundleContract, listOperations } from "../scripts/generate.mjs";
import { renderReadme } from "../scripts/readme.mjs";
import { createWebServer, waitForVmStatus } from "./fixtures/wait-for-vm.js";

const readme = readFileSync(join(import.meta.dirname, "..", "README.md"), "utf8");

describe("README.md", () => {
  it("lists every call of the contract and shows the example files as they are (pnpm generate rewrites them)", async () => {
    const document = await bundleContract();
    expect(await renderReadme(readme, document)).toBe(readme);
    for (const { method, path } of listOperations(document)) {
      expect(readme.split(`| \`${method.toUpperCase()} ${path}\` |`), `${method} ${path}`).toHaveLength(2);
    }
  });
});

/** A client whose fetch answers from `answer(method, url)` and records the calls. */
function scripted(answer: (method: string, url: URL) => unknown) {
  const calls: string[] = [];
  const api = createApiClient({
    baseUrl: "http://api.test/v1",
    apiKey: "key",
    logger: { error() {}, warn() {} },
    fetch: (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      const method = init?.method ?? (input instanceof Request ? input.method : "GET");
      calls.push(`${method} ${url.pathname}`);
      const answered = answer(method, url);
      return Promise.resolve(answered instanceof Response ? answered : Response.json(answered));
    },
  });
  return { api, calls };
}

const vm = (status: VirtualMachine["status"]) => ({ uuid: "vm-1", name: "web-1", status, vcpu: 1, memory: 2048, os_name: "ubuntu", os_version: "24.04" });

describe("the README's polling example", () => {
  it("reads the VM until it has the state", async () => {
    const states = ["creating", "creating", "running"] as const;
    const { api, calls } = scripted(() => vm(states[Math.min(calls.length - 1, states.length - 1)] ?? "running"));
    await expect(waitForVmStatus(api, "tll", "vm-1", "running", { intervalMs: 1 })).resolves.toMatchObject({ uuid: "vm-1", status: "running" });
    expect(calls).toEqual(Array(3).fill("GET /v1/tll/user-resource/vm"));
  });

  it("gives up after its deadline, naming the state the VM is still in", async () => {
    const { api } = scripted(() => vm("creating"));
    await expect(waitForVmStatus(api, "tll", "vm-1", "running", { intervalMs: 5, timeoutMs: 20 })).rejects.toThrow("VM vm-1 is still creating after 20 ms.");
  });

  it("fails at once when the VM is gone (the platform answers 404)", async () => {
    const { api } = scripted(() => Response.json({ errors: { Error: "VM not found" } }, { status: 404 }));
    await expect(waitForVmStatus(api, "tll", "vm-1", "running")).rejects.toThrow("VM vm-1 is not in tll.");
  });

  it("creates a VM, then waits for it to run", async () => {
    const { api, calls } = scripted((method) => (method === "POST" ? vm("creating") : vm("running")));
    await expect(createWebServer(api)).resolves.toMatchObject({ status: "running" });
    expect(calls).toEqual(["POST /v1/tll/user-resource/vm", "GET /v1/tll/user-resource/vm"]);
  });
});
