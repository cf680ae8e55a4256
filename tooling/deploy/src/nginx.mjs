// The deploy test serves a built app with Debian's nginx, never one a test tool downloads; `pnpm test` installs it.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

export const NGINX_PATH = process.env.NGINX_PATH ?? "/usr/sbin/nginx";

/**
 * Installs Debian's `nginx` when it is missing: with apt-get as root, through sudo otherwise. When that fails it only
 * says how to install it: the deploy test then fails with the same hint, and every other check still runs.
 */
export function ensureNginx() {
  if (existsSync(NGINX_PATH)) return;
  const sudo = process.getuid?.() === 0 ? [] : ["sudo", "-n"];
  console.log(`nginx is missing at ${NGINX_PATH}: installing Debian's nginx package…`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  for (const args of [["update", "-qq"], ["install", "-y", "-qq", "nginx"]]) {
    const [command = "apt-get", ...rest] = [...sudo, "apt-get", ...args];
    const result = spawnSync(command, rest, { stdio: "inherit", env });
    if (result.status !== 0) {
      console.error(`Installing nginx failed (${[command, ...rest].join(" ")}); the deploy test needs it: sudo apt-get update && sudo apt-get install -y nginx`);
      return;
    }
  }
}
