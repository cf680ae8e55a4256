// The start script that writes nginx's brand settings, over a table of variables: the host map it writes, each
// brand's policy from its integrations and the deployment's, and what it refuses.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { BRANDS_SCRIPT, CSP_DATA, runStartScript } from "../src/startScript";
import { directivesOf, expectedDirectives } from "./expectedPolicy";

const webRoot = mkdtempSync(join(tmpdir(), "console-brands-"));
afterAll(() => rmSync(webRoot, { recursive: true, force: true }));
const output = join(webRoot, "console-brands.conf");

/** An image holding these brands (an index.html each); runs the script with `env`. */
function start(brands: string[], env: Record<string, string> = {}) {
  rmSync(join(webRoot, "brands"), { recursive: true, force: true });
  rmSync(output, { force: true });
  for (const brand of brands) {
    mkdirSync(join(webRoot, "brands", brand, "app"), { recursive: true });
    writeFileSync(join(webRoot, "brands", brand, "app", "index.html"), `<title>${brand}</title>`);
  }
  const run = runStartScript({ ...env, CONSOLE_WEB_ROOT: webRoot, CONSOLE_CSP_DATA: CSP_DATA, CONSOLE_BRANDS_CONF: output }, BRANDS_SCRIPT);
  if (run.status !== 0) return { ...run, hosts: {}, policies: {}, framedPages: {} };
  const conf = readFileSync(output, "utf8");
  const block = (name: string) => conf.slice(conf.indexOf(`$${name} {`), conf.indexOf("}", conf.indexOf(`$${name} {`)));
  const hosts = Object.fromEntries([...block("console_brand").matchAll(/^ {4}(\S+) ([a-z][\w-]*);$/gm)].map(([, host = "", brand = ""]) => [host, brand]));
  // nginx sends each policy with the page's frame-ancestors, 'none' but for a page a vendor frames.
  const policies = Object.fromEntries(
    [...block("console_content_security_policy").matchAll(/^ {4}(\S+) "(.*)";$/gm)].map(([, brand = "", policy = ""]) => [brand, directivesOf(`${policy}; frame-ancestors 'none'`)]),
  );
  const framedPages = Object.fromEntries([...conf.slice(conf.indexOf("$console_frame_ancestors {")).matchAll(/^ {4}"(\S+)" "(.*)";$/gm)].map(([, page = "", ancestors = ""]) => [page, ancestors]));
  return { ...run, hosts, policies, framedPages };
}

describe("the brands start script", () => {
  it("serves a one-brand image's brand to every host, its policy from its provider's integrations", () => {
    // Warren's platform turns on tawk.to's chat (csp/integrations.txt).
    const run = start(["warren"]);
    expect(run.stderr).toContain("warren uses: tawk");
    expect(run.hosts).toEqual({ default: "warren" });
    expect(run.policies).toEqual({ default: expectedDirectives(["tawk"]), warren: expectedDirectives(["tawk"]) });
    expect(run.framedPages).toEqual({});
  });

  it("maps host names to brands, unknown ones to CONSOLE_PROVIDER, each brand with its own policy", () => {
    const run = start(["warren", "mistral", "dune"], { CONSOLE_PROVIDER: "warren", CONSOLE_HOSTS: "console.mistral.example=mistral, *.dune.example=dune" });
    expect(run.status).toBe(0);
    expect(run.hosts).toEqual({ default: "warren", "console.mistral.example": "mistral", "*.dune.example": "dune" });
    expect(run.policies).toMatchObject({
      default: expectedDirectives(["tawk"]),
      mistral: expectedDirectives(["oncehub"]),
      dune: expectedDirectives(["leadbooster", "stripe"]),
    });
  });

  it("adds what the deployment turns on: the Auth0 tenant, its DSN, an API elsewhere, one brand's own, the operator's hosts; and takes out what it turns off", () => {
    const run = start(["warren", "mistral"], {
      CONSOLE_PROVIDER: "mistral",
      CONSOLE_INTEGRATIONS: "auth0:example.eu.auth0.com -tawk",
      CONSOLE_INTEGRATIONS_MISTRAL: "paypal",
      CONSOLE_SENTRY_DSN: "https://0123abcd@o12345.ingest.sentry.io/678",
      CONSOLE_API_ORIGIN: "https://api.example.com:8443",
      CONSOLE_CSP_CONNECT_SRC: "https://metrics.example.com",
      CONSOLE_CSP_STYLE_SRC: "'unsafe-inline'",
    });
    const deployment = ["auth0:example.eu.auth0.com", "sentry:o12345.ingest.sentry.io", "api:https://api.example.com:8443"];
    const extra = { "connect-src": ["https://metrics.example.com"], "style-src": ["'unsafe-inline'"] };
    expect(run.policies).toEqual({
      default: expectedDirectives(["oncehub", ...deployment.slice(0, 1), "paypal", ...deployment.slice(1)], extra),
      mistral: expectedDirectives(["oncehub", ...deployment.slice(0, 1), "paypal", ...deployment.slice(1)], extra),
      warren: expectedDirectives(deployment, extra),
    });
    // Auth0's tenant frames each brand's cross-origin verification page; no other page may be framed.
    expect(run.framedPages).toEqual({ "mistral|/app/auth0-verify.html": "https://example.eu.auth0.com", "warren|/app/auth0-verify.html": "https://example.eu.auth0.com" });
  });

  it.each([
    ["several brands and no default", ["warren", "mistral"], {}, "CONSOLE_PROVIDER must name the brand that unknown host names get, one of: mistral warren"],
    ["a default that is not installed", ["warren"], { CONSOLE_PROVIDER: "dune" }, "CONSOLE_PROVIDER must be one of the installed brands (warren), not 'dune'"],
    ["a host for a brand not installed", ["warren"], { CONSOLE_HOSTS: "dune.example=dune" }, "CONSOLE_HOSTS names 'dune' for dune.example, which is not installed (warren)"],
    ["a host that is no host name", ["warren"], { CONSOLE_HOSTS: "dune.example;evil=warren" }, "CONSOLE_HOSTS must be host=brand pairs"],
    ["an integration the vendor list does not know", ["warren"], { CONSOLE_INTEGRATIONS: "livechat" }, "warren uses the integration 'livechat', which"],
    ["Auth0 without its tenant", ["warren"], { CONSOLE_INTEGRATIONS: "auth0" }, "warren's integration 'auth0' needs its parameter: auth0:<value>"],
    ["a parameter that would break out of the policy", ["warren"], { CONSOLE_INTEGRATIONS: "auth0:x.com;script-src" }, "an integration is a name from csp/vendors.txt"],
    ["an operator's source with a quote", ["warren"], { CONSOLE_CSP_SCRIPT_SRC: 'https://x.example"' }, "warren's script-src would hold 'https://x.example\"', which is no source a policy can name"],
    ["an operator's source naming an nginx variable", ["warren"], { CONSOLE_CSP_CONNECT_SRC: "https://$host" }, "which is no source a policy can name"],
    ["no brand at all", [], {}, "must hold brands/<provider>/app/index.html"],
  ])("refuses %s, writing nothing", (_case, brands, env, message) => {
    const run = start(brands, env);
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain(message);
    expect(run.stderr).toContain("nginx's brand settings were not written");
    expect(() => readFileSync(output)).toThrow();
  });
});
