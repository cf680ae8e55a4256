// Starting the standalone server from a command line: `npx @cloudconsole/mock-api` (bin.ts) and, in this workspace,
// `pnpm mock-api` (cli.ts, which also knows the providers under themes/). Flags win over the environment.
import { parseArgs } from "node:util";
import type { PlatformOverrides } from "./config/index.js";
import { DEFAULT_MOCK_PORT, MOCK_CONFIG_NAMES, type MockConfigName } from "./constants.js";
import { parsePreset } from "./presets.js";
import { startHttpServer, type MockHttpServer } from "./server.js";

/** What the server runs with: a base configuration and, for a provider, its own platform settings. */
export interface ResolvedConfig {
  configName: MockConfigName;
  platform?: PlatformOverrides;
}

/** Turns CONFIG into a configuration; throws with a message naming the valid values. */
export type ConfigResolver = (name: string) => Promise<ResolvedConfig>;

export interface ServeOptions {
  port: number;
  host: string;
  preset: string | undefined;
  config: string;
}

export const SERVE_USAGE = `Usage: cloudconsole-mock-api [--port 4010] [--host 127.0.0.1] [--preset demo] [--config default]

Serves a stateful mock of the cloud console API under /v1 (GET /v1/config/ui/config, …) for trying the SDK without an account.

  -p, --port    port to listen on (env PORT, default ${DEFAULT_MOCK_PORT}; 0 picks a free one)
      --host    address to bind (env HOST, default 127.0.0.1)
      --preset  seed and faults joined with "+": empty, demo, large; offline, slow, flaky, errors, html (env PRESET, default demo)
      --config  platform configuration: ${MOCK_CONFIG_NAMES.join(" or ")} (env CONFIG, default default)
  -h, --help    show this help

Any non-empty apikey header is the demo user; keys starting with "invalid" get the 401 credentials error.`;

/** Reads flags, then the environment; `undefined` when help was asked for. Throws on a bad flag or value. */
export function parseServeOptions(argv: readonly string[], env: NodeJS.ProcessEnv): ServeOptions | undefined {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      port: { type: "string", short: "p" },
      host: { type: "string" },
      preset: { type: "string" },
      config: { type: "string" },
      help: { type: "boolean", short: "h" },
    },
    strict: true,
  });
  if (values.help) return undefined;
  const portText = values.port ?? env.PORT;
  const port = portText === undefined || portText === "" ? DEFAULT_MOCK_PORT : Number(portText);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`Port "${portText}" is not a port number (0-65535).`);
  const preset = values.preset ?? (env.PRESET || undefined);
  parsePreset(preset); // fail before listening, with the list of valid names
  return { port, host: values.host ?? (env.HOST || "127.0.0.1"), preset, config: values.config ?? (env.CONFIG || "default") };
}

/** The base configurations only: what the published package knows. */
export const baseConfig: ConfigResolver = async (name) => {
  if ((MOCK_CONFIG_NAMES as readonly string[]).includes(name)) return { configName: name as MockConfigName };
  throw new Error(`Unknown CONFIG "${name}"; use ${MOCK_CONFIG_NAMES.join(" or ")}.`);
};

/**
 * Runs the command: prints the API's URL once listening and closes on SIGINT/SIGTERM. Exits 1 with a message when it
 * cannot start (bad flag, unknown preset or config, port in use).
 */
export async function serveFromCommandLine(resolveConfig: ConfigResolver, argv = process.argv.slice(2), env = process.env): Promise<MockHttpServer | undefined> {
  try {
    const options = parseServeOptions(argv, env);
    if (!options) {
      console.log(SERVE_USAGE);
      return undefined;
    }
    const server = await startHttpServer({
      port: options.port,
      host: options.host,
      ...(options.preset ? { preset: options.preset } : {}),
      ...(await resolveConfig(options.config)),
    });
    console.log(`Mock API (config ${options.config}, preset ${options.preset ?? "demo"}) listening on ${server.url}`);
    const stop = () => void server.close().then(() => process.exit(0));
    process.on("SIGINT", stop);
    process.on("SIGTERM", stop);
    return server;
  } catch (error) {
    console.error(`The mock API could not start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
