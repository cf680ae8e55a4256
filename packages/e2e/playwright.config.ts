import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH, PROVIDER_PORTS } from "./src/environment";

// End-to-end tests of the built provider apps, each served statically under /app with /v1 proxied to the
// standalone mock API: the same bundles a provider deploys, talking to a backend over real HTTP.
export default defineConfig({
  testDir: "./tests",
  outputDir: "./test-results",
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 30_000,
  reporter: [["list"], ["json", { outputFile: ".results/e2e.json" }]],
  use: {
    screenshot: "only-on-failure",
    trace: "retain-on-failure",
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: Object.entries(PROVIDER_PORTS).flatMap(([provider, port]) => [
    {
      name: `${provider}-desktop`,
      use: { ...devices["Desktop Chrome"], baseURL: `http://127.0.0.1:${port}`, viewport: { width: 1280, height: 800 } },
      metadata: { provider },
    },
    {
      name: `${provider}-mobile`,
      use: { ...devices["Desktop Chrome"], baseURL: `http://127.0.0.1:${port}`, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
      metadata: { provider },
    },
  ]),
  webServer: {
    command: "node --conditions=@cloudconsole/source --import tsx src/serve.ts",
    url: `http://127.0.0.1:${PROVIDER_PORTS.warren}/app/`,
    reuseExistingServer: !process.env.CI,
    stdout: "pipe",
    timeout: 60_000,
  },
});
