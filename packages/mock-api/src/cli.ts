// `pnpm mock-api` in this workspace (run with tsx): the published command's flags and env (see serve.ts), and CONFIG
// may also be a provider's id, whose settings under themes/<id> name its base configuration and its platform settings.
import { existsSync } from "node:fs";
import { pathToFileURL } from "node:url";
import type { PlatformOverrides } from "./config/index.js";
import { MOCK_CONFIG_NAMES, type MockConfigName } from "./constants.js";
import { baseConfig, serveFromCommandLine, type ConfigResolver } from "./serve.js";

/** The base configuration and platform settings of CONFIG. */
const workspaceConfig: ConfigResolver = async (name) => {
  if ((MOCK_CONFIG_NAMES as readonly string[]).includes(name)) return baseConfig(name);
  const themeSource = new URL(`../../../themes/${name}/src/`, import.meta.url);
  if (!/^[a-z][a-z0-9-]*$/.test(name) || !existsSync(new URL("settings.ts", themeSource))) {
    throw new Error(`Unknown CONFIG "${name}"; use ${MOCK_CONFIG_NAMES.join(" or ")}, or a provider's id (a folder under themes/).`);
  }
  const { settings } = (await import(pathToFileURL(new URL("settings.ts", themeSource).pathname).href)) as { settings: { mockConfig: MockConfigName } };
  const platformFile = new URL("platform.ts", themeSource);
  const platform = existsSync(platformFile) ? ((await import(pathToFileURL(platformFile.pathname).href)) as { platform?: PlatformOverrides }).platform : undefined;
  return { configName: settings.mockConfig, ...(platform ? { platform } : {}) };
};

await serveFromCommandLine(workspaceConfig);
