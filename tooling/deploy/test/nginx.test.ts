// The shipped nginx config, rendered as the container renders it, serving the built warren app with the mock API
// behind /v1, asserted over real HTTP (in Chromium: policy.test.ts).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { directivesOf, expectedDirectives } from "./expectedPolicy";
import { DIST, startServedConsole, type ServedConsole } from "./servedConsole";

let served: ServedConsole;
let origin: string;
let indexHtml: string;
let mock: ServedConsole["mock"];
let backendRequests: ServedConsole["backendRequests"];

beforeAll(async () => {
  served = await startServedConsole({ firstPort: 4700 });
  ({ origin, indexHtml, mock, backendRequests } = served);
});

afterAll(async () => {
  await served?.close();
});

describe("the console served by nginx", () => {
  it("starts with the shipped config and says nothing about it", () => {
    expect(served.nginxLog()).toBe("");
  });

  it("answers /app/ with index.html, revalidated on every load", async () => {
    const response = await fetch(`${origin}/app/`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    expect(response.headers.get("cache-control")).toBe("no-cache");
    expect(await response.text()).toBe(indexHtml);
  });

  it("answers an app route (a deep link) with index.html", async () => {
    const response = await fetch(`${origin}/app/compute/deep/link`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-cache");
    expect(await response.text()).toBe(indexHtml);
  });

  it("serves hashed assets cached for a year, immutable, gzipped when asked", async () => {
    const script = /src="(\/app\/assets\/index-[\w-]+\.js)"/.exec(indexHtml)?.[1];
    const style = /href="(\/app\/assets\/index-[\w-]+\.css)"/.exec(indexHtml)?.[1];
    expect(script && style).toBeTruthy();
    for (const path of [script, style]) {
      const response = await fetch(`${origin}${path}`, { headers: { "accept-encoding": "gzip" } });
      expect(response.status, path).toBe(200);
      expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(response.headers.get("content-encoding")).toBe("gzip");
      expect(response.headers.get("vary")).toMatch(/Accept-Encoding/i);
      // fetch unzips the body: it must be the file itself.
      expect(await response.text()).toBe(readFileSync(join(DIST, (path ?? "").slice("/app/".length)), "utf8"));
    }
    const plain = await fetch(`${origin}${script}`, { headers: { "accept-encoding": "identity" } });
    expect(plain.headers.get("content-encoding")).toBeNull();
  });

  it("serves the brand's web app manifest, revalidated, and its icon as a hashed asset", async () => {
    const response = await fetch(`${origin}/app/manifest.webmanifest`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/manifest+json");
    expect(response.headers.get("cache-control")).toBe("no-cache");
    const manifest = (await response.json()) as { name: string; icons: { src: string }[] };
    expect(manifest.name).toBe("Warren");
    expect(indexHtml).toContain(`<link rel="icon" type="image/svg+xml" href="${manifest.icons[0]?.src}">`);
    const icon = await fetch(`${origin}${manifest.icons[0]?.src}`);
    expect(icon.headers.get("content-type")).toBe("image/svg+xml");
    expect(icon.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });

  it("sends the security headers with the page", async () => {
    const { headers } = await fetch(`${origin}/app/`);
    // Warren's policy: its own origin, and what its platform's chat (tawk.to) needs.
    expect(directivesOf(headers.get("content-security-policy") ?? "")).toEqual(expectedDirectives(["tawk"]));
    expect(headers.get("x-content-type-options")).toBe("nosniff");
    expect(headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(headers.get("x-frame-options")).toBe("DENY");
    expect(headers.get("strict-transport-security")).toBe("max-age=31536000");
    expect(headers.get("permissions-policy")).toContain("camera=()");
    expect(headers.get("server")).toBe("nginx");
  });

  it("proxies /v1 to the backend, uncached, telling it the visitor's host and scheme", async () => {
    const response = await fetch(`${origin}/v1/config/ui/config`, { headers: { "x-forwarded-for": "203.0.113.7" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const direct = await fetch(`${mock.url}/config/ui/config`);
    expect(await response.json()).toEqual(await direct.json());
    const seen = backendRequests.findLast((entry) => entry.url === "/v1/config/ui/config");
    expect(seen?.headers).toMatchObject({
      host: new URL(origin).hostname,
      "x-forwarded-host": new URL(origin).hostname,
      "x-forwarded-proto": "http",
      "x-forwarded-for": "203.0.113.7, 127.0.0.1",
      "x-real-ip": "127.0.0.1",
    });
  });

  it("passes the backend's errors on unchanged", async () => {
    const [proxied, direct] = await Promise.all([fetch(`${origin}/v1/no/such/route`), fetch(`${mock.url}/no/such/route`)]);
    expect(proxied.status).toBeGreaterThanOrEqual(400);
    expect(proxied.status).toBe(direct.status);
    expect(await proxied.json()).toEqual(await direct.json());
  });

  it("turns a processor's form POST back to the return page into a GET of it with the form's fields (303)", async () => {
    const fields = new URLSearchParams({ identifier: "link_0a1b2c", billing_account_id: "3", status: "00", reference: "DK 12/34+5" });
    const response = await fetch(`${origin}/app/payment_return`, { method: "POST", body: fields, redirect: "manual" });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(`/app/payment_return?${fields.toString()}`);
    const page = await fetch(`${origin}${response.headers.get("location") ?? ""}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toBe(indexHtml);
    // Without fields it is the page all the same.
    const empty = await fetch(`${origin}/app/payment_return`, { method: "POST", redirect: "manual" });
    expect(empty.status).toBe(303);
    expect(empty.headers.get("location")).toBe("/app/payment_return?");
    // A return URL registered with a query of its own (the payment's identifier) keeps it, the form's fields after.
    const registered = await fetch(`${origin}/app/payment_return?identifier=ctp_0a1b&billing_account_id=3`, { method: "POST", body: new URLSearchParams({ orderId: "6f1c-77" }), redirect: "manual" });
    expect(registered.headers.get("location")).toBe("/app/payment_return?identifier=ctp_0a1b&billing_account_id=3&orderId=6f1c-77");
  });

  it("refuses a POSTed return that is not plain URL-encoded fields (400) or is too long (413), and POSTs elsewhere in the app (405)", async () => {
    const forged = await fetch(`${origin}/app/payment_return`, { method: "POST", body: "identifier=x\r\nSet-Cookie: session=stolen", redirect: "manual" });
    expect(forged.status).toBe(400);
    expect(forged.headers.get("set-cookie")).toBeNull();
    const multipart = new FormData();
    multipart.set("identifier", "link_0a1b2c");
    expect((await fetch(`${origin}/app/payment_return`, { method: "POST", body: multipart, redirect: "manual" })).status).toBe(400);
    const long = await fetch(`${origin}/app/payment_return`, { method: "POST", body: new URLSearchParams({ data: "a".repeat(9000) }), redirect: "manual" });
    expect(long.status).toBe(413);
    expect((await fetch(`${origin}/app/billing`, { method: "POST", body: "a=1", redirect: "manual" })).status).toBe(405);
  });

  it("redirects referral links into the app, keeping the rest of the path and the query", async () => {
    for (const [from, to] of [
      ["/referral/ABC", "/app/referral/ABC"],
      ["/referral/ABC/more?utm_source=mail", "/app/referral/ABC/more?utm_source=mail"],
      ["/", "/app/"],
      ["/app", "/app/"],
    ] as const) {
      const response = await fetch(`${origin}${from}`, { redirect: "manual" });
      expect(response.status, from).toBe(302);
      expect(response.headers.get("location"), from).toBe(to);
    }
  });

  it("never serves source maps or dot-files, even when the build has them", async () => {
    const script = /src="\/app\/(assets\/index-[\w-]+\.js)"/.exec(indexHtml)?.[1] ?? "";
    expect(existsSync(join(DIST, `${script}.map`))).toBe(true);
    for (const path of [`/app/${script}.map`, "/app/assets/x.js.map", "/app/.vite/manifest.json"]) {
      const response = await fetch(`${origin}${path}`);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).not.toContain('id="root"');
    }
  });

  it("serves bundles that name no source map, so browsers never ask for one", async () => {
    // The maps are in the build (for error reporting), but no script or stylesheet points at them.
    const files = readdirSync(join(DIST, "assets")).filter((file) => /\.(js|css)$/.test(file));
    expect(files.filter((file) => existsSync(join(DIST, "assets", `${file}.map`))).length).toBeGreaterThan(10);
    expect(files.filter((file) => /[#@] sourceMappingURL=/.test(readFileSync(join(DIST, "assets", file), "utf8")))).toEqual([]);
    const script = /src="(\/app\/assets\/index-[\w-]+\.js)"/.exec(indexHtml)?.[1] ?? "";
    const response = await fetch(`${origin}${script}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("sourcemap")).toBeNull();
    expect(response.headers.get("x-sourcemap")).toBeNull();
  });

  it("answers a missing asset with 404, not index.html", async () => {
    const response = await fetch(`${origin}/app/assets/index-missing0.js`);
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    expect(await response.text()).not.toContain('id="root"');
    expect((await fetch(`${origin}/elsewhere`)).status).toBe(404);
  });
});
