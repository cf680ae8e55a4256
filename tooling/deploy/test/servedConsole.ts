// Built apps served by Debian's nginx with the config the container renders and what its start scripts write (each
// brand's runtime configuration, the host map and the policies), the mock API behind /v1 (through a pass-through
// that records what nginx sends it, and answers a websocket upgrade by echoing what it is sent).
import { spawn, type ChildProcess } from "node:child_process";
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, request, type IncomingHttpHeaders, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Duplex } from "node:stream";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { startHttpServer, type HttpServerOptions, type MockHttpServer } from "@cloudconsole/mock-api/server";
import { NGINX_PATH as NGINX } from "../src/nginx.mjs";
import { BRANDS_SCRIPT, CSP_DATA, runStartScript } from "../src/startScript";
import { renderConsoleConfig } from "../src/template";

/** A provider's built app. */
export const distOf = (provider: string) => fileURLToPath(new URL(`../../../apps/${provider}/dist/`, import.meta.url));
export const DIST = distOf("warren");

export interface ServedConsole {
  /** `http://127.0.0.1:<port>` of nginx. */
  origin: string;
  mock: MockHttpServer;
  /** What the backend received through nginx: the request's path and headers. */
  backendRequests: { url: string; headers: IncomingHttpHeaders }[];
  /** The first brand's index.html. */
  indexHtml: string;
  /** The folder nginx serves (it holds brands/<id>/app/). */
  webRoot: string;
  /** What nginx has written to its log so far. */
  nginxLog: () => string;
  /** The folder of a brand's app as nginx serves it. */
  appOf: (brand?: string) => string;
  /** What nginx's brand settings hold (the host map and the policies), as the brands script wrote them. */
  brandsConf: () => string;
  /** Runs the container's start scripts with these CONSOLE_* variables, as a restart with them would; throws when one fails. */
  configure: (env?: Record<string, string>) => void;
  close: () => Promise<void>;
}

/**
 * Starts nginx on the first free port from `firstPort` (each test file its own range: this suite's ports are 4700 and
 * up, the e2e suite's apps start at 4301) serving `brands` (warren by default) with the start scripts run over `env`
 * (none: the image's defaults).
 */
export async function startServedConsole({
  firstPort,
  env = {},
  brands = ["warren"],
  mockOptions = {},
}: {
  firstPort: number;
  env?: Record<string, string>;
  brands?: string[];
  /** The mock API's base configuration and a provider's platform settings over it (the default's as it is by default). */
  mockOptions?: Pick<HttpServerOptions, "configName" | "platform">;
}): Promise<ServedConsole> {
  if (!existsSync(NGINX)) {
    throw new Error(`nginx is missing at ${NGINX}: \`pnpm test\` installs Debian's nginx; by hand: apt-get install -y nginx (or set NGINX_PATH)`);
  }
  for (const brand of brands) {
    if (!existsSync(join(distOf(brand), "index.html"))) throw new Error(`No build at ${distOf(brand)}: run \`pnpm --filter @cloudconsole/app-${brand} build\` first`);
  }
  const indexHtml = readFileSync(join(distOf(brands[0] ?? "warren"), "index.html"), "utf8");

  const mock = await startHttpServer({ port: 0, preset: "demo", ...mockOptions });
  const backendRequests: ServedConsole["backendRequests"] = [];
  const recorder: Server = createServer((req, res) => {
    backendRequests.push({ url: req.url ?? "", headers: req.headers });
    const upstream = request(`${mock.origin}${req.url ?? "/"}`, { method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on("error", () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  // A websocket's upgrade, answered as a backend would, then every byte sent back.
  recorder.on("upgrade", (req: IncomingMessage, socket: Duplex) => {
    backendRequests.push({ url: req.url ?? "", headers: req.headers });
    socket.write("HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n");
    socket.pipe(socket);
  });
  await new Promise<void>((resolve) => recorder.listen(0, "127.0.0.1", resolve));
  const backend = `http://127.0.0.1:${(recorder.address() as AddressInfo).port}`;

  // nginx's own files in a folder of their own; each brand is served from <root>/brands/<id>/app, as in the container.
  // Workers run as `nobody` when the test runs as root: they must be able to read the folder. The builds are copied,
  // not linked: a checkout inside a private folder (mktemp -d makes one) would be out of their reach.
  const work = mkdtempSync(join(tmpdir(), "console-nginx-"));
  chmodSync(work, 0o755);
  const webRoot = join(work, "www");
  const appOf = (brand = brands[0] ?? "warren") => join(webRoot, "brands", brand, "app");
  for (const brand of brands) {
    mkdirSync(join(webRoot, "brands", brand), { recursive: true });
    cpSync(distOf(brand), appOf(brand), { recursive: true });
  }
  const brandsConfFile = join(work, "console-brands.conf");
  const writeSettings = (variables: Record<string, string>) => {
    for (const script of [undefined, BRANDS_SCRIPT]) {
      const run = runStartScript({ ...variables, CONSOLE_WEB_ROOT: webRoot, CONSOLE_CSP_DATA: CSP_DATA, CONSOLE_BRANDS_CONF: brandsConfFile }, script);
      if (run.status !== 0) throw new Error(`The start script failed (${run.status}): ${run.stderr}`);
    }
  };
  writeSettings(env);

  const port = await freePort(firstPort);
  const origin = `http://127.0.0.1:${port}`;
  writeFileSync(join(work, "console.conf"), renderConsoleConfig({ CONSOLE_LISTEN: `127.0.0.1:${port}`, CONSOLE_WEB_ROOT: webRoot, CONSOLE_API_UPSTREAM: backend, ...pick(env, "CONSOLE_API_PREFIX") }));
  // The http block of the nginx image's own nginx.conf, with every path in the temporary folder.
  writeFileSync(
    join(work, "nginx.conf"),
    `daemon off;
worker_processes 1;
pid ${work}/nginx.pid;
error_log stderr warn;
events { worker_connections 256; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log ${work}/access.log;
    sendfile on;
    keepalive_timeout 65;
    client_body_temp_path ${work}/client_body;
    proxy_temp_path ${work}/proxy;
    fastcgi_temp_path ${work}/fastcgi;
    uwsgi_temp_path ${work}/uwsgi;
    scgi_temp_path ${work}/scgi;
    include ${work}/console.conf;
    include ${brandsConfFile};
}
`,
  );
  let log = "";
  const nginx: ChildProcess = spawn(NGINX, ["-p", `${work}/`, "-c", join(work, "nginx.conf"), "-e", "stderr"], { stdio: ["ignore", "pipe", "pipe"] });
  nginx.stdout?.on("data", (chunk: Buffer) => (log += chunk.toString()));
  nginx.stderr?.on("data", (chunk: Buffer) => (log += chunk.toString()));

  const close = async () => {
    if (nginx.exitCode === null) {
      const exited = new Promise((resolve) => nginx.once("exit", resolve));
      nginx.kill("SIGTERM");
      await exited;
    }
    await new Promise((resolve) => recorder.close(resolve));
    await mock.close();
    rmSync(work, { recursive: true, force: true });
  };
  try {
    await waitForNginx(nginx, origin, () => log);
  } catch (error) {
    await close();
    throw error;
  }
  // A runtime configuration is read per request; the host map and the policies only when nginx starts.
  const configure = (variables: Record<string, string> = {}) => writeSettings(variables);
  const brandsConf = () => readFileSync(brandsConfFile, "utf8");
  return { origin, mock, backendRequests, indexHtml, webRoot, appOf, brandsConf, nginxLog: () => log, configure, close };
}

/** The variables of `env` among `names` that are set. */
function pick(env: Record<string, string>, ...names: string[]): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter(([name]) => names.includes(name)));
}

/** The first port from `start` upward that nothing listens on. */
async function freePort(start: number): Promise<number> {
  for (let port = start; port < start + 50; port++) {
    const free = await new Promise<boolean>((resolve) => {
      const probe = createServer();
      probe.once("error", () => resolve(false));
      probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`No free port from ${start} to ${start + 49}`);
}

/** Resolves once nginx answers; rejects with its log when it exits or never answers. */
async function waitForNginx(child: ChildProcess, origin: string, log: () => string) {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}:\n${log()}`);
    try {
      await fetch(`${origin}/app/`);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`nginx did not answer on ${origin}:\n${log()}`);
}
