// `pnpm mock-api`: PORT (default 4010), HOST, PRESET (e.g. demo, empty+slow) and CONFIG: a base configuration
// (default, metal) or a provider's id, whose settings under themes/<id> name its base and its own platform settings.
import { existsSync } from "node:fs";
import { pathToFileURL } from "node:url";
import type { PlatformOverrides } from "./config/index.js";
import { DEFAULT_MOCK_PORT, MOCK_CONFIG_NAMES, type MockConfigName } from "./constants.js";
import { startHttpServer } from "./server.js";

/** The base configuration and platform settings of CONFIG. */
async function configOf(name: string): Promise<{ configName: MockConfigName; platform?: PlatformOverrides }> {
  if ((MOCK_CONFIG_NAMES as readonly string[]).includes(name)) return { configName: name as MockConfigName };
  const themeSource = new URL(`../../../themes/${name}/src/`, import.meta.url);
  if (!/^[a-z][a-z0-9-]*$/.test(name) || !existsSync(new URL("settings.ts", themeSource))) {
    throw new Error(`Unknown CONFIG "${name}"; use ${MOCK_CONFIG_NAMES.join(" or ")}, or a provider's id (a folder under themes/).`);
  }
  const { settings } = (await import(pathToFileURL(new URL("settings.ts", themeSource).pathname).href)) as { settings: { mockConfig: MockConfigName } };
  const platformFile = new URL("platform.ts", themeSource);
  const platform = existsSync(platformFile) ? ((await import(pathToFileURL(platformFile.pathname).href)) as { platform?: PlatformOverrides }).platform : undefined;
  return { configName: settings.mockConfig, ...(platform ? { platform } : {}) };
}

try {
  const config = process.env.CONFIG ?? "default";
  const server = await startHttpServer({
    port: process.env.PORT ? Number(process.env.PORT) : DEFAULT_MOCK_PORT,
    host: process.env.HOST ?? "127.0.0.1",
    ...(process.env.PRESET ? { preset: process.env.PRESET } : {}),
    ...(await configOf(config)),
  });
  console.log(`Mock API (config ${config}, preset ${process.env.PRESET ?? "demo"}) listening on ${server.url}`);
  const stop = () => void server.close().then(() => process.exit(0));
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
} catch (error) {
  console.error(`The mock API could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
