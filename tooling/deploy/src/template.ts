// The container's config, rendered as the nginx image renders it, so the test serves the very file the image ships.
import { readFileSync } from "node:fs";

export const CONFIG_TEMPLATE = new URL("../nginx/console.conf", import.meta.url);
export const DOCKERFILE = new URL("../Dockerfile", import.meta.url);

/**
 * What the nginx image's entrypoint (20-envsubst-on-templates.sh) does to each template: `envsubst` restricted to
 * the names of the variables defined in the environment that match NGINX_ENVSUBST_FILTER (a regular expression,
 * matched anywhere in the name as awk does; every name when unset). `$NAME` and `${NAME}` of such a variable become
 * its value; every other `$` (nginx's own variables, a placeholder whose variable is not defined) stays as it is.
 */
export function envsubstTemplate(template: string, env: Record<string, string | undefined>): string {
  const filter = new RegExp(env.NGINX_ENVSUBST_FILTER ?? "");
  const defined = new Map(Object.entries(env).filter((entry): entry is [string, string] => entry[1] !== undefined && filter.test(entry[0])));
  return template.replace(/\$(?:\{([A-Za-z_]\w*)\}|([A-Za-z_]\w*))/g, (whole, braced: string | undefined, bare: string | undefined) => {
    const value = defined.get(braced ?? bare ?? "");
    return value ?? whole;
  });
}

/** The `ENV NAME=value` lines of the Dockerfile's last stage: the environment the container starts with. */
export function dockerfileEnv(dockerfile: string = readFileSync(DOCKERFILE, "utf8")): Record<string, string> {
  const lastStage = dockerfile.slice(dockerfile.lastIndexOf("\nFROM "));
  const env: Record<string, string> = {};
  for (const match of lastStage.matchAll(/^ENV ([A-Za-z_]\w*)=(.*)$/gm)) {
    const [, name = "", raw = ""] = match;
    const value = raw.trim();
    env[name] = /^"[^"]*"$/.test(value) ? value.slice(1, -1) : value;
  }
  return env;
}

/**
 * The config the container runs: the template with the Dockerfile's defaults, overridden by what `docker run -e`
 * would set (the backend, and here the address and folder the test serves from).
 */
export function renderConsoleConfig(overrides: Record<string, string>): string {
  return envsubstTemplate(readFileSync(CONFIG_TEMPLATE, "utf8"), { ...dockerfileEnv(), ...overrides });
}
