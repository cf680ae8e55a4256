// The container's start script, run as the nginx image's entrypoint runs it, so the tests check the very file the
// image ships.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

export const START_SCRIPT = new URL("../docker-entrypoint.d/40-console-config.sh", import.meta.url);

export interface StartScriptRun {
  /** The script's exit status: 0 when it wrote the file. */
  status: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs the start script with POSIX `sh` and `env` as the container's only environment (with a PATH, as the image
 * has), writing `<CONSOLE_WEB_ROOT>/app/config.json`.
 */
export function runStartScript(env: Record<string, string>): StartScriptRun {
  const run = spawnSync("/bin/sh", [fileURLToPath(START_SCRIPT)], { env: { PATH: "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin", ...env }, encoding: "utf8" });
  if (run.error) throw run.error;
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}
