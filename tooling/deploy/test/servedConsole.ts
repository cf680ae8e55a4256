// The built warren app served by Debian's nginx with the config the container renders and the runtime configuration
// its start script writes, the mock API behind /v1 (through a pass-through that records what nginx sends it).
import { spawn, type ChildProcess } from "node:child_process";
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, request, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { startHttpServer, type MockHttpServer } from "@cloudconsole/mock-api/server";
import { NGINX_PATH as NGINX } from "../src/nginx.mjs";
import { runStartScript } from "../src/startScript";
import { renderConsoleConfig } from "../src/template";

export const DIST = fileURLToPath(new URL("../../../apps/warren/dist/", import.meta.url));

export interface ServedConsole {
  /** `http://127.0.0.1:<port>` of nginx. */
  origin: string;
  mock: MockHttpServer;
  /** What the backend received through nginx: the request's path and headers. */
  backendRequests: { url: string; headers: IncomingHttpHeaders }[];
  /** The build's index.html. */
  indexHtml: string;
  /** The folder nginx serves (it holds app/). */
  webRoot: string;
  /** What nginx has written to its log so far. */
  nginxLog: () => string;
  /** Runs the container's start script with these CONSOLE_* variables, as a restart with them would; throws when it fails. */
  configure: (env?: Record<string, string>) => void;
  close: () => Promise<void>;
}

/**
 * Starts nginx on the first free port from `firstPort` (each test file its own range: this suite's ports are 4700 and
 * up, the e2e suite's apps start at 4301) with the app's runtime configuration written from `env` (none: the image's
 * defaults).
 */
export async function startServedConsole({ firstPort, env = {} }: { firstPort: number; env?: Record<string, string> }): Promise<ServedConsole> {
  if (!existsSync(NGINX)) {
    throw new Error(`nginx is missing at ${NGINX}: \`pnpm test\` installs Debian's nginx; by hand: apt-get install -y nginx (or set NGINX_PATH)`);
  }
  if (!existsSync(join(DIST, "index.html"))) throw new Error(`No build at ${DIST}: run \`pnpm --filter @cloudconsole/app-warren build\` first`);
  const indexHtml = readFileSync(join(DIST, "index.html"), "utf8");

  const mock = await startHttpServer({ port: 0, preset: "demo" });
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
  await new Promise<void>((resolve) => recorder.listen(0, "127.0.0.1", resolve));
  const backend = `http://127.0.0.1:${(recorder.address() as AddressInfo).port}`;

  // nginx's own files in a folder of their own; the app is served from <root>/app, as in the container. Workers run
  // as `nobody` when the test runs as root: they must be able to read the folder. The build is copied, not linked:
  // a checkout inside a private folder (mktemp -d makes one) would be out of their reach.
  const work = mkdtempSync(join(tmpdir(), "console-nginx-"));
  chmodSync(work, 0o755);
  const webRoot = join(work, "www");
  mkdirSync(webRoot);
  cpSync(DIST, join(webRoot, "app"), { recursive: true });
  const configure = (variables: Record<string, string> = {}) => {
    const run = runStartScript({ ...variables, CONSOLE_WEB_ROOT: webRoot });
    if (run.status !== 0) throw new Error(`The start script failed (${run.status}): ${run.stderr}`);
  };
  configure(env);

  const port = await freePort(firstPort);
  const origin = `http://127.0.0.1:${port}`;
  writeFileSync(join(work, "console.conf"), renderConsoleConfig({ CONSOLE_LISTEN: `127.0.0.1:${port}`, CONSOLE_WEB_ROOT: webRoot, CONSOLE_API_UPSTREAM: backend }));
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
  return { origin, mock, backendRequests, indexHtml, webRoot, nginxLog: () => log, configure, close };
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
