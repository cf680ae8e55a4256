// Serves each built provider app under /app (with the single-page fallback) and proxies /v1 to a standalone
// mock API server, like any static host in front of a real backend.
import { PROVIDERS } from "./environment";
import { serveProviderApp } from "./serveApp";

// One port per provider, opened in order: Playwright waits for the last one.
for (const provider of PROVIDERS) {
  const { origin } = await serveProviderApp(provider);
  console.log(`${provider.id}: ${origin}/app/`);
}
