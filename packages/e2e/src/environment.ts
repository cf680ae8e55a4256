/** Debian's Chromium; tests never download a browser. */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";

/** Flags for a sandboxed, offline machine (no background network, no GPU). */
export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** Each built provider app is served on its own port (E2E_BASE_PORT moves them, for runs side by side). */
const BASE_PORT = Number(process.env.E2E_BASE_PORT ?? 4301);
export const PROVIDER_PORTS = { warren: BASE_PORT, metal: BASE_PORT + 1 } as const;

export type ProviderId = keyof typeof PROVIDER_PORTS;

/** Which mock configuration backs each provider. */
export const PROVIDER_MOCK_CONFIG: Record<ProviderId, "default" | "metal"> = { warren: "default", metal: "metal" };
