// Every vendor host the console may reach, answered by one local HTTPS server: Chromium's host resolver sends the
// vendors' real host names here (`--host-resolver-rules`), so the policy nginx sends is checked against the names it
// will meet in production. Scripts are the doubles the console's own tests run (Stripe.js, Omise.js, PayPal's SDK) or
// a chat vendor's stand-in; an API elsewhere is passed on to the mock API. They live with the tests.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { request as httpRequest, type IncomingMessage, type ServerResponse } from "node:http";
import { createServer } from "node:https";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { OPENSSL_PATH } from "../src/nginx.mjs";
import { OMISE_FORM_UI, installOmiseJsDouble } from "../../../packages/console/src/testing/doubles/omise";
import { payPalSdkDouble } from "../../../packages/console/src/testing/doubles/paypal";
import { installStripeJsDouble, isStripeJsUrl, STRIPE_DOUBLE_UI } from "../../../packages/console/src/testing/doubles/stripe";

export interface VendorDoubles {
  /** The Chromium flags that send every host but the console's own address here, certificates taken as they come. */
  chromiumArgs: string[];
  /** Each request the doubles were sent: `https://host/path`. */
  requests: string[];
  /** Resolves with the first request whose URL matches, when it comes. */
  requested: (match: RegExp) => Promise<string>;
  close: () => Promise<void>;
}

/**
 * What a chat vendor's script does in the page: records itself on `window.chatDouble`, defines the globals the
 * console's loader starts Qiscus and Botika with, and reaches its vendor's API and frame hosts as the widget would.
 */
export function chatScript(vendor: string, apiUrl: string, frameUrl: string): string {
  const run = (given: { vendor: string; apiUrl: string; frameUrl: string }) => {
    const win = window as unknown as Record<string, unknown>;
    const record = { vendor: given.vendor, started: false, api: "" };
    win.chatDouble = record;
    // Qiscus and Botika start through a global of their script; the others read globals set before it.
    win.Qismo = class {
      constructor() {
        record.started = true;
      }
    };
    win.BotikaChat = { init: () => (record.started = true) };
    void fetch(given.apiUrl).then(async (answer) => (record.api = await answer.text()));
    const frame = Object.assign(document.createElement("iframe"), { src: given.frameUrl, title: `${given.vendor} chat`, hidden: true });
    document.body.append(frame);
  };
  return `(${run.toString()})(${JSON.stringify({ vendor, apiUrl, frameUrl })});`;
}

/** The script a URL is, if the doubles serve one there. */
function scriptAt(url: URL, chatScripts: ReadonlyMap<string, string>): string | undefined {
  if (isStripeJsUrl(url.href)) return `(${installStripeJsDouble.toString()})(window, {}, ${JSON.stringify(STRIPE_DOUBLE_UI)});`;
  if (url.href === "https://cdn.omise.co/omise.js") return `(${installOmiseJsDouble.toString()})(window, ${JSON.stringify(OMISE_FORM_UI)});`;
  if (url.host === "www.paypal.com" && url.pathname === "/sdk/js") return `(${payPalSdkDouble.toString()})(document.currentScript);`;
  return chatScripts.get(url.href);
}

/**
 * Starts the doubles on a free port with a certificate made for the run. `apiHost` is passed on to the mock API at
 * `backend()` (the one serving the console at the time);
 * `chatScripts` holds each chat vendor's script by its URL.
 */
export async function startVendorDoubles({ apiHost, backend, chatScripts }: { apiHost: string; backend: () => string; chatScripts: ReadonlyMap<string, string> }): Promise<VendorDoubles> {
  const keys = mkdtempSync(join(tmpdir(), "vendor-doubles-"));
  const made = spawnSync(OPENSSL_PATH, ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=vendor-doubles", "-keyout", join(keys, "key.pem"), "-out", join(keys, "cert.pem")], { encoding: "utf8" });
  if (made.status !== 0) throw new Error(`openssl (Debian's, which pnpm test installs) could not make the doubles' certificate: ${made.stderr}`);
  const requests: string[] = [];
  const waiting: { match: RegExp; resolve: (url: string) => void }[] = [];

  const answer = (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? "/", `https://${req.headers.host ?? "unknown"}`);
    requests.push(url.href);
    for (const wait of waiting.filter((entry) => entry.match.test(url.href))) {
      waiting.splice(waiting.indexOf(wait), 1);
      wait.resolve(url.href);
    }
    if (url.host === apiHost) {
      const upstream = httpRequest(`${backend()}${req.url ?? "/"}`, { method: req.method, headers: { ...req.headers, host: new URL(backend()).host } }, (reply) => {
        res.writeHead(reply.statusCode ?? 502, reply.headers);
        reply.pipe(res);
      });
      req.pipe(upstream);
      return;
    }
    // Vendors answer the console's origin with CORS, credentials included (Auth0's embedded login sends them).
    const cors = { "access-control-allow-origin": req.headers.origin ?? "*", "access-control-allow-credentials": "true", "access-control-allow-headers": "content-type, auth0-client" };
    if (req.method === "OPTIONS") return res.writeHead(204, { ...cors, "access-control-allow-methods": "GET, POST" }).end();
    // A vendor's page framing one of the console's (`?src=`), as Auth0's /authorize frames the verification page.
    const framed = url.pathname === "/__frames" ? url.searchParams.get("src") : null;
    if (framed) return res.writeHead(200, { "content-type": "text/html" }).end(`<!doctype html><title>${url.host}</title><iframe title="framed" src="${framed.replace(/[&"<>]/g, (char) => `&#${char.charCodeAt(0)};`)}"></iframe>`);
    const script = scriptAt(url, chatScripts);
    if (script) return res.writeHead(200, { ...cors, "content-type": "text/javascript" }).end(script);
    // Anything else a vendor is asked (its API, a frame, an error report) is answered as received.
    res.writeHead(200, { ...cors, "content-type": "text/plain" }).end(`${url.host} answered`);
  };

  const server = createServer({ key: readFileSync(join(keys, "key.pem")), cert: readFileSync(join(keys, "cert.pem")) }, answer);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    // Every name resolves here but the console's own address; any port becomes the doubles'.
    chromiumArgs: [`--host-resolver-rules=MAP * 127.0.0.1:${port}, EXCLUDE 127.0.0.1`, "--ignore-certificate-errors"],
    requests,
    requested: (match) => {
      const seen = requests.find((url) => match.test(url));
      return seen ? Promise.resolve(seen) : new Promise((resolve) => waiting.push({ match, resolve }));
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      rmSync(keys, { recursive: true, force: true });
    },
  };
}
