import { StrictMode, type ReactNode } from "react";
import { createRoot, type Root } from "react-dom/client";
import type { ProviderDefinition } from "@cloudconsole/provider";
import { ConsoleApp } from "./app/ConsoleApp";
import { preloadFirstScreen } from "./app/routes";
import { ProviderProvider } from "./app/ProviderContext";
import { ThemeRoot } from "./app/ThemeRoot";
import { loadRuntimeConfig } from "./config/loadRuntimeConfig";
import { APP_BASE_PATH, resolveApiBaseUrl, type RuntimeConfig } from "./config/runtime";
import { configureReporting } from "./reporting/configureReporting";
import type { ReportingSettings } from "./reporting/settings";
import { installSchemaMessages } from "./forms/schemaMessages";
import { takeOverLoginShell } from "./loginShell/takeOverLoginShell";
import { ErrorScreen } from "./screens/ErrorScreen";
import { LoadingScreen } from "./screens/LoadingScreen";
import { isMockApiEnabled } from "./session/sessionStore";

// Zod's jitless mode, before any schema exists: otherwise zod compiles object parsers with `new Function`, and even its
// probe for that is reported under `script-src 'self'`. Zod keeps what `z.config` sets in this global (shared by every
// copy of zod, adopted when zod loads); importing zod here instead would add its core to the login screen's bundle.
((globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig ??= {}).jitless = true;
// The spec's generic schema messages ('Required', 'Invalid input', 'Expected X, received Y') in every form and check.
installSchemaMessages();

/** Shown when the embedded mock API cannot start in this browser. */
export const MOCK_CRASHED_MESSAGE = "Mock service worker crashed. Please reload the page.";

/** Where the embedded mock API's service worker is served from. */
export const MOCK_SERVICE_WORKER_URL = `${APP_BASE_PATH}/mockServiceWorker.js`;

/** What `forgetMockWorker` uses of the browser's service workers. */
interface ServiceWorkers {
  getRegistrations(): Promise<readonly { active: RegisteredWorker | null; waiting: RegisteredWorker | null; installing: RegisteredWorker | null; unregister(): Promise<boolean> }[]>;
}
type RegisteredWorker = { readonly scriptURL: string };

/**
 * Unregisters the embedded mock API's service worker that a browser kept from a visit when the deployment offered it:
 * where the mock is off it would sit between the page and the API, and the browser would keep fetching it to update it.
 */
export async function forgetMockWorker(workers: ServiceWorkers | undefined = globalThis.navigator?.serviceWorker) {
  const registrations = (await workers?.getRegistrations()) ?? [];
  const mockWorkers = registrations.filter((registration) => (registration.active ?? registration.waiting ?? registration.installing)?.scriptURL.endsWith(MOCK_SERVICE_WORKER_URL));
  await Promise.all(mockWorkers.map((registration) => registration.unregister()));
}

/** The deployment's reporting settings over the provider's: a configuration file names what it changes. */
export function reportingSettingsOf(provider: ProviderDefinition, config: Readonly<RuntimeConfig>): ReportingSettings {
  return {
    ...provider.reporting,
    ...(config.sentryDsn !== undefined && { sentryDsn: config.sentryDsn }),
    ...(config.sentryEnvironment && { environment: config.sentryEnvironment }),
    ...(config.internalEmailDomains && { internalEmailDomains: config.internalEmailDomains }),
    ...(config.testDomain && { testDomain: config.testDomain }),
  };
}

/**
 * Mounts the console for one provider and returns its React root. The provider's reporting parameters apply
 * first, so even an early failure is reported with them; then the deployment's configuration file (see
 * `loadRuntimeConfig`), whose problems are shown on the error screen. When the embedded mock API is on, its service
 * worker starts first; its code is fetched only then, so it costs nothing to anyone who never turns it on, and
 * never where the deployment does not offer it.
 */
export async function startConsole(
  provider: ProviderDefinition,
  container: HTMLElement | null = document.getElementById("root"),
  loadConfig: () => Promise<Readonly<RuntimeConfig>> = loadRuntimeConfig,
): Promise<Root> {
  if (!container) throw new Error("startConsole needs a container element (#root)");
  configureReporting(provider.reporting);
  // The first screen's code (the signed-in console's or the login form's) loads while the mock API starts and the site
  // configuration is fetched.
  preloadFirstScreen(globalThis.location.pathname.slice(APP_BASE_PATH.length) || "/");
  const root = createRoot(container);
  // The login screen the build wrote into the page stays until the console has a screen of its own to show.
  takeOverLoginShell(container);
  const render = (node: ReactNode) =>
    root.render(
      <StrictMode>
        <ProviderProvider provider={provider}>
          <ThemeRoot>{node}</ThemeRoot>
        </ProviderProvider>
      </StrictMode>,
    );

  render(<LoadingScreen logoUrl={provider.logoUrl} logoAlt={provider.name} delayMs={provider.loadingDelayMs} />);
  let config: Readonly<RuntimeConfig>;
  try {
    config = await loadConfig();
  } catch (error) {
    console.error(error);
    render(<ErrorScreen error={error} mockApi={false} />);
    return root;
  }
  configureReporting(reportingSettingsOf(provider, config));
  if (config.mockApi === "off") forgetMockWorker().catch((error: unknown) => console.error(error));

  if (isMockApiEnabled(config.mockApi)) {
    try {
      const { startMockWorker } = await import("@cloudconsole/mock-api/browser");
      await startMockWorker({
        serviceWorkerUrl: MOCK_SERVICE_WORKER_URL,
        apiBaseUrl: resolveApiBaseUrl(),
        configName: provider.mockConfig,
        ...(provider.loadPlatform ? { platform: await provider.loadPlatform() } : {}),
        stateKey: provider.id,
      });
    } catch (error) {
      console.error(error);
      render(<ErrorScreen error={new Error(MOCK_CRASHED_MESSAGE)} />);
      return root;
    }
  }
  root.render(
    <StrictMode>
      <ConsoleApp provider={provider} />
    </StrictMode>,
  );
  return root;
}
