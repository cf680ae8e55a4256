// End-to-end tests drive Debian's Chromium; never a browser downloaded by a test tool.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

export const CHROMIUM_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";

/** Installs Debian's `chromium` when it is missing and we are root; otherwise stops with how to get it. */
export function ensureChromium() {
  if (existsSync(CHROMIUM_PATH)) return;
  const isRoot = process.getuid?.() === 0;
  if (!isRoot) {
    console.error(`Chromium is missing at ${CHROMIUM_PATH}. Install it with: sudo apt-get update && sudo apt-get install -y chromium`);
    process.exit(1);
  }
  console.log("Chromium is missing: installing Debian's chromium package…");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  for (const args of [["update", "-qq"], ["install", "-y", "-qq", "chromium"]]) {
    const result = spawnSync("apt-get", args, { stdio: "inherit", env });
    if (result.status !== 0) {
      console.error(`apt-get ${args.join(" ")} failed. Install Chromium by hand: apt-get update && apt-get install -y chromium`);
      process.exit(1);
    }
  }
}
