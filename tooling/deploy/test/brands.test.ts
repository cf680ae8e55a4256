// One image, two brands, as the container serves them: the host name picks each brand's own build and policy, the
// health endpoint answers load balancers, and the API proxy under the configured prefix carries a websocket.
import { readdirSync } from "node:fs";
import { request } from "node:http";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { directivesOf, expectedDirectives } from "./expectedPolicy";
import { distOf, startServedConsole, type ServedConsole } from "./servedConsole";

let served: ServedConsole;
const AUTH0_TENANT = "mistral.eu.auth0.com";

beforeAll(async () => {
  served = await startServedConsole({
    firstPort: 4820,
    brands: ["warren", "mistral"],
    env: {
      CONSOLE_PROVIDER: "warren",
      CONSOLE_HOSTS: "console.mistral.example=mistral *.warren.example=warren",
      CONSOLE_API_PREFIX: "/cloud",
      CONSOLE_INTEGRATIONS_MISTRAL: `auth0:${AUTH0_TENANT}`,
    },
  });
});

afterAll(async () => {
  await served?.close();
});

/** A GET of `path` as a browser on `host` sends it (fetch may not set Host). */
function get(host: string, path: string): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  return new Promise((resolve, reject) => {
    const asked = request(`${served.origin}${path}`, { headers: { host } }, (answer) => {
      let body = "";
      answer.setEncoding("utf8");
      answer.on("data", (chunk: string) => (body += chunk));
      answer.on("end", () => resolve({ status: answer.statusCode ?? 0, headers: answer.headers, body }));
    });
    asked.on("error", reject);
    asked.end();
  });
}

/** A brand's hashed entry script. */
const entryOf = (brand: string) => `/app/assets/${readdirSync(join(distOf(brand), "assets")).find((file) => /^index-[\w-]+\.js$/.test(file)) ?? ""}`;

describe("an image holding two brands", () => {
  it("answers each host name with its brand's own index.html, title and policy, and unknown hosts with the default's", async () => {
    for (const [host, brand, title, integrations] of [
      ["console.mistral.example", "mistral", "Mistral Cloud", ["oncehub", `auth0:${AUTH0_TENANT}`]],
      ["app.warren.example", "warren", "Warren", ["tawk"]],
      ["elsewhere.example", "warren", "Warren", ["tawk"]],
    ] as const) {
      const page = await get(host, "/app/compute");
      expect(page.status, host).toBe(200);
      expect(page.body, host).toContain(`<title>${title}</title>`);
      expect(page.body, host).toContain(`src="${entryOf(brand)}"`);
      expect(directivesOf(String(page.headers["content-security-policy"])), host).toEqual(expectedDirectives(integrations));
    }
  });

  it("lets Auth0's tenant frame the cross-origin verification page of the brand that signs in with it, and nothing else be framed", async () => {
    const framing = async (host: string, path: string) => {
      const { headers } = await get(host, path);
      return [directivesOf(String(headers["content-security-policy"]))["frame-ancestors"], headers["x-frame-options"]];
    };
    expect(await framing("console.mistral.example", "/app/auth0-verify.html")).toEqual([[`https://${AUTH0_TENANT}`], undefined]);
    expect(await framing("console.mistral.example", "/app/")).toEqual([["'none'"], "DENY"]);
    expect(await framing("app.warren.example", "/app/auth0-verify.html")).toEqual([["'none'"], "DENY"]);
  });

  it("serves each brand's assets on its own host only, cached for a year", async () => {
    const mistral = await get("console.mistral.example", entryOf("mistral"));
    expect(mistral.status).toBe(200);
    expect(mistral.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect((await get("app.warren.example", entryOf("mistral"))).status).toBe(404);
    expect((await get("app.warren.example", entryOf("warren"))).status).toBe(200);
  });

  it("gives every brand the deployment's runtime configuration, uncached", async () => {
    for (const host of ["console.mistral.example", "app.warren.example"]) {
      const config = await get(host, "/app/config.json");
      expect(config.headers["cache-control"]).toBe("no-cache");
      expect(JSON.parse(config.body)).toEqual({ apiPrefix: "/cloud", mockApi: "off", provider: "warren" });
    }
  });

  it("answers load balancers' health checks on /healthz, on any host, uncached", async () => {
    for (const host of ["console.mistral.example", "10.0.0.7"]) {
      const health = await get(host, "/healthz");
      expect({ status: health.status, body: health.body, type: health.headers["content-type"], cache: health.headers["cache-control"] }).toEqual({
        status: 200,
        body: "ok\n",
        type: "text/plain",
        cache: "no-store",
      });
    }
  });

  it("proxies the API under the configured prefix and carries a websocket through it", async () => {
    // The path goes on unchanged: the backend is what answers at <prefix>/v1 (the mock serves /v1 alone, so 404).
    await get("console.mistral.example", "/cloud/v1/config/ui/config?x=1");
    expect(served.backendRequests.at(-1)?.url).toBe("/cloud/v1/config/ui/config?x=1");
    const calls = served.backendRequests.length;
    expect((await get("console.mistral.example", "/v1/config/ui/config")).status).toBe(404);
    expect(served.backendRequests.length).toBe(calls);

    const echoed = await new Promise<string>((resolve, reject) => {
      const upgrade = request(`${served.origin}/cloud/v1/events`, { headers: { host: "console.mistral.example", connection: "Upgrade", upgrade: "websocket" } });
      upgrade.on("upgrade", (answer, socket) => {
        expect(answer.statusCode).toBe(101);
        socket.once("data", (data: Buffer) => {
          resolve(data.toString());
          socket.destroy();
        });
        socket.write("ping");
      });
      upgrade.on("response", (answer) => reject(new Error(`No upgrade: ${answer.statusCode ?? 0}`)));
      upgrade.on("error", reject);
      upgrade.end();
    });
    expect(echoed).toBe("ping");
    const seen = served.backendRequests.findLast((call) => call.url === "/cloud/v1/events");
    expect(seen?.headers).toMatchObject({ upgrade: "websocket", connection: "upgrade", host: "console.mistral.example" });
  });
});
