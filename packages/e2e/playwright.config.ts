import { defineConfig, devices, type Project } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH, PROVIDERS, PUBLISHED_WIRE, type E2eProvider } from "./src/environment";
import { foreignProcessorTags, provenProcessorTags } from "./src/processorTags";
import { provenKeys } from "./src/provers";
import { CHAT, chatConfigOf, chatConfigurationsOf } from "./tests/doubles/chat";

const lastProvider = PROVIDERS.at(-1);
if (!lastProvider) throw new Error("No provider under themes/: generate one with `pnpm new-provider`.");

// End-to-end tests of the built provider apps, each served statically under /app with /v1 proxied to the
// standalone mock API: the same bundles a provider deploys, talking to a backend over real HTTP.
// Warren, metal and ridge run the full flows once at desktop width (the flows that read no configured value run on
// warren alone; ridge, metal's configuration with settings of its own, also leaves out those that read only its
// enabled features), and warren's and metal's phone projects the tests tagged
// @phone (the phone layout of each screen family). Every other provider runs the smoke pass (@smoke) at both widths.
// The chat tests (@chat) and the flows of each payment processor (@processor-<keyword>, see src/processorTags.ts) run
// at desktop width on providers whose configuration has that chat or processor, and nowhere else: on each full-suite
// provider that has it, and where only smoke-pass providers have it, on one of each set of providers alike
// (src/provers.ts). The flows tagged @writes, one flow per write operation (the cheapest that sends it), run once more
// on one provider with the SDK's published wire profile (src/publishedWire.ts), whose app refuses a write sent
// otherwise; every test records the write operations its page sends, and an operation a full-suite desktop flow sends
// that no @writes flow sends fails the test command (src/writeCoverage.ts).
const CHAT_TESTS = new RegExp(CHAT.tag);

/**
 * The tests a provider's desktop project runs: every flow or the smoke pass, with the chat tests and the flows of the
 * processors whose configuration it proves.
 */
function desktopTests(provider: E2eProvider) {
  const hasChat = chatConfigOf(provider) !== undefined;
  const notItsOwn = [foreignProcessorTags(provider), ...(hasChat ? [] : [CHAT_TESTS])];
  if (provider.fullSuite) return { grepInvert: notItsOwn, testIgnore: fullSuiteIgnores(provider) };
  const provesChat = provenKeys(provider, chatConfigurationsOf).length > 0;
  const provenProcessors = provenProcessorTags(provider);
  return { grep: [/@smoke/, ...(provesChat ? [CHAT_TESTS] : []), ...(provenProcessors ? [provenProcessors] : [])], grepInvert: notItsOwn };
}

/**
 * Flows that read no configured value (currency, locale, country, login copy, labels, enabled features): signing in
 * and out with a key or through the identity provider, sessions, the connection states and access. They run once, on
 * the first full-suite provider of the default configuration: on any other they walk the same code to the same
 * expectations (run on metal as well, they were 47 tests and a twentieth of the suite's time, and never failed there
 * alone).
 */
const CONFIGURATION_FREE_SPECS = ["auth.spec.ts", "identity.spec.ts", "session.spec.ts", "connection.spec.ts", "access.spec.ts", "access-invitations.spec.ts", "foundation.spec.ts"];
/**
 * Flows that read which features the configuration enables and nothing else: the shell's navigation, its create entry
 * and routes, and search. They run on the first full-suite provider of each configuration. The second full-suite
 * provider on a mock configuration, there to show that what the flows expect comes from the configuration, runs every
 * other flow.
 */
const PER_CONFIGURATION_SPECS = ["shell.spec.ts", "search.spec.ts"];
/** The fault matrix runs on the default configuration, which has every domain. */
const DEFAULT_CONFIGURATION_SPECS = ["faults.spec.ts"];

/** The full-suite provider that runs the flows of its configuration's features: the first one on it. */
function firstOnItsConfiguration(provider: E2eProvider): boolean {
  return PROVIDERS.find((candidate) => candidate.fullSuite && candidate.mockConfig === provider.mockConfig)?.id === provider.id;
}

/** The spec files a full-suite provider's desktop project leaves out. */
function fullSuiteIgnores(provider: E2eProvider): string[] {
  const first = firstOnItsConfiguration(provider);
  return [
    ...(provider.mockConfig === "default" ? [] : DEFAULT_CONFIGURATION_SPECS),
    ...(first ? [] : PER_CONFIGURATION_SPECS),
    ...(first && provider.mockConfig === "default" ? [] : CONFIGURATION_FREE_SPECS),
  ];
}

/** The published wire profile's project: the writing flows on its provider's build served with that profile. */
const publishedProjects: Project[] = PUBLISHED_WIRE
  ? [
      {
        name: `${PUBLISHED_WIRE.provider.id}-published`,
        grep: /@writes/,
        grepInvert: desktopTests(PUBLISHED_WIRE.provider).grepInvert,
        use: { ...devices["Desktop Chrome"], baseURL: `http://127.0.0.1:${PUBLISHED_WIRE.port}`, viewport: { width: 1280, height: 800 } },
        metadata: { provider: PUBLISHED_WIRE.provider.id, wireEncoding: "published" },
      },
    ]
  : [];

export default defineConfig({
  testDir: "./tests",
  outputDir: "./test-results",
  fullyParallel: true,
  // Three on two cores: a test spends much of its time waiting on the page and the servers (a measured run kept the
  // cores 60% busy with two), and the suite is the test command's longest part.
  workers: 3,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // Sized for a busy 2-core machine: tests wait for states, so a generous ceiling costs nothing when things go well.
  timeout: 60_000,
  // Visual baselines live in visual-baselines/, one file per provider, width, screen and scheme. A baseline is
  // compared within a small tolerance (anti-aliasing differs by a few pixels); CI never writes a missing one, so a
  // screen without a baseline fails instead of passing unseen.
  snapshotPathTemplate: "{testDir}/../visual-baselines/{arg}{ext}",
  updateSnapshots: process.env.CI ? "none" : "missing",
  expect: { timeout: 30_000, toHaveScreenshot: { maxDiffPixelRatio: 0.002, threshold: 0.2, animations: "disabled", caret: "hide", scale: "css" } },
  reporter: [["list"], ["json", { outputFile: ".results/e2e.json" }]],
  // Compares the write operations the published project sent with the full-suite desktop projects' (.results/write-coverage.md).
  globalTeardown: "./src/writeCoverageTeardown.ts",
  use: {
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    screenshot: "only-on-failure",
    // A trace records a screencast of every test and nearly doubled the suite's CPU time; CI keeps only its log, where
    // a trace is never read, so it records none. Locally a failed test keeps its trace for `playwright show-trace`.
    trace: process.env.CI ? "off" : "retain-on-failure",
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [
    ...PROVIDERS.flatMap((provider): Project[] => [
      {
        name: `${provider.id}-desktop`,
        ...desktopTests(provider),
        use: { ...devices["Desktop Chrome"], baseURL: `http://127.0.0.1:${provider.port}`, viewport: { width: 1280, height: 800 } },
        metadata: { provider: provider.id },
      },
      {
        name: `${provider.id}-phone`,
        // The phone layout is the same whatever the configuration's values: the first full-suite provider of each
        // configuration runs the phone flows (those that read no configured value on the default configuration
        // only, whose shell has every category), any other provider the smoke pass.
        grep: provider.fullSuite && firstOnItsConfiguration(provider) ? /@phone/ : /@smoke/,
        grepInvert: foreignProcessorTags(provider),
        ...(provider.fullSuite && provider.mockConfig !== "default" ? { testIgnore: [...CONFIGURATION_FREE_SPECS, ...PER_CONFIGURATION_SPECS] } : {}),
        use: { ...devices["Desktop Chrome"], baseURL: `http://127.0.0.1:${provider.port}`, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
        metadata: { provider: provider.id },
      },
    ]),
    ...publishedProjects,
  ],
  webServer: {
    command: "node --conditions=@cloudconsole/source --import tsx src/serve.ts",
    // serve.ts opens the ports in order, so the last one answering means every app is served.
    url: `http://127.0.0.1:${PUBLISHED_WIRE?.port ?? lastProvider.port}/app/`,
    reuseExistingServer: !process.env.CI,
    stdout: "pipe",
    timeout: 60_000,
  },
});
