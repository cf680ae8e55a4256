import { APP_BASE_PATH, applyRuntimeConfig, type RuntimeConfig } from "./runtime";
import { checkRuntimeConfig } from "./runtimeConfigFields";

/** Where a deployment puts its runtime configuration: beside index.html, so any static host can serve it. */
export const RUNTIME_CONFIG_URL = `${APP_BASE_PATH}/config.json`;

/** The configuration file was there but unusable: unreadable, not JSON, or not what the schema allows. */
export class RuntimeConfigError extends Error {
  constructor(what: string) {
    super(`The console's configuration (${RUNTIME_CONFIG_URL}) ${what}`);
    this.name = "RuntimeConfigError";
  }
}

type Fetch = (url: string) => Promise<Response>;

/**
 * Loads the deployment's configuration and applies it. index.html preloads the file, so it downloads alongside the
 * bundle and this fetch takes it from there. No file (a 404, or a static host's single-page fallback answering with
 * the HTML page) means the build's defaults; a file that cannot be read or breaks a rule of `RUNTIME_CONFIG_FIELDS`
 * throws `RuntimeConfigError` naming what is wrong.
 */
export async function loadRuntimeConfig(fetchFile: Fetch = (url) => globalThis.fetch(url)): Promise<Readonly<RuntimeConfig>> {
  let response: Response;
  try {
    response = await fetchFile(RUNTIME_CONFIG_URL);
  } catch (error) {
    throw new RuntimeConfigError(`could not be loaded (${error instanceof Error ? error.message : String(error)}). Check your connection and reload the page.`);
  }
  if (response.status === 404 || (response.ok && /^text\/html/i.test(response.headers.get("content-type") ?? ""))) return applyRuntimeConfig({});
  if (!response.ok) throw new RuntimeConfigError(`could not be loaded (HTTP ${response.status}). Reload the page.`);
  let data: unknown;
  try {
    data = JSON.parse(await response.text());
  } catch {
    throw new RuntimeConfigError("is not valid JSON.");
  }
  const checked = checkRuntimeConfig(data);
  if ("problems" in checked) throw new RuntimeConfigError(`is invalid: ${checked.problems.join("; ")}.`);
  return applyRuntimeConfig(checked.settings);
}
