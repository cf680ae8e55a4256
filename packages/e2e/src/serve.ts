// Serves each built provider app under /app (with the single-page fallback) and proxies /v1 to a standalone
// mock API server, like any static host in front of a real backend; then the published wire profile's app.
import { PROVIDERS, PUBLISHED_WIRE } from "./environment";
import { E2E_RUNTIME_CONFIG, serveProviderApp } from "./serveApp";

// One port per provider, opened in order, the published profile's last: Playwright waits for the last one.
for (const provider of PROVIDERS) {
  const { origin } = await serveProviderApp(provider);
  console.log(`${provider.id}: ${origin}/app/`);
}
if (PUBLISHED_WIRE) {
  const { provider, port } = PUBLISHED_WIRE;
  const { origin } = await serveProviderApp({ ...provider, port, runtimeConfig: { ...E2E_RUNTIME_CONFIG, wireEncoding: "published" } });
  console.log(`${provider.id} (published wire profile): ${origin}/app/`);
}
