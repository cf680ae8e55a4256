// Writes what is generated from the vendor list and the providers: csp/vendors.txt, csp/integrations.txt and the
// README's table of hosts. `pnpm --filter @cloudconsole/deploy generate`; test/generated.test.ts fails when stale.
import { readFileSync, writeFileSync } from "node:fs";
import { INTEGRATIONS_FILE, integrationsFile, README, VENDORS_FILE, vendorsFile, withHostsTable } from "./cspTables";
import { providerIntegrations } from "./providers";

writeFileSync(VENDORS_FILE, vendorsFile());
writeFileSync(INTEGRATIONS_FILE, integrationsFile(await providerIntegrations()));
writeFileSync(README, withHostsTable(readFileSync(README, "utf8")));
console.log("Wrote csp/vendors.txt, csp/integrations.txt and the README's table of hosts");
