// The container's start scripts, run as the nginx image's entrypoint runs them, so the tests check the very files the
// image ships.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

/** Writes each brand's runtime configuration (app/config.json). */
export const START_SCRIPT = new URL("../docker-entrypoint.d/40-console-config.sh", import.meta.url);
/** Writes nginx's host map and each brand's Content-Security-Policy (console-brands.conf). */
export const BRANDS_SCRIPT = new URL("../docker-entrypoint.d/50-console-brands.sh", import.meta.url);
/** The data the brands script reads, as the image has it in /etc/console/csp. */
export const CSP_DATA = fileURLToPath(new URL("../csp/", import.meta.url));

export interface StartScriptRun {
  /** The script's exit status: 0 when it wrote its file. */
  status: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs a start script with POSIX `sh` and `env` as the container's only environment (with a PATH, as the image
 * has): by default the one writing `<CONSOLE_WEB_ROOT>/brands/<id>/app/config.json`.
 */
export function runStartScript(env: Record<string, string>, script: URL = START_SCRIPT): StartScriptRun {
  const run = spawnSync("/bin/sh", [fileURLToPath(script)], { env: { PATH: "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin", ...env }, encoding: "utf8" });
  if (run.error) throw run.error;
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}
