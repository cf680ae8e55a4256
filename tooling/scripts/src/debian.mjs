// What the test command needs from Debian (Chromium, nginx, envsubst) comes from Debian's packages, never from a
// download by a test tool; the command installs what is missing.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

/**
 * Installs Debian's package `pkg` when `path` is missing: with apt-get as root, through `sudo -n` otherwise.
 * Returns undefined when `path` is there afterwards, or a sentence saying what failed and how to install it by hand.
 */
export function ensureDebianPackage({ path, pkg, purpose }) {
  if (existsSync(path)) return undefined;
  const sudo = process.getuid?.() === 0 ? [] : ["sudo", "-n"];
  console.log(`${path} is missing: installing Debian's ${pkg} package (${purpose})…`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  for (const args of [["update", "-qq"], ["install", "-y", "-qq", pkg]]) {
    const [command = "apt-get", ...rest] = [...sudo, "apt-get", ...args];
    const result = spawnSync(command, rest, { stdio: "inherit", env });
    if (result.status !== 0) return `installing ${pkg} failed (${[command, ...rest].join(" ")}), needed for ${purpose}; by hand: sudo apt-get update && sudo apt-get install -y ${pkg}`;
  }
  return existsSync(path) ? undefined : `Debian's ${pkg} package installed no ${path}, needed for ${purpose}`;
}
