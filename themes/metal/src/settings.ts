import type { ProviderSettings } from "@cloudconsole/provider";

/** Metal without its styles and logo, so Node tools (the e2e server) can read it: bare metal only, a 2 s loading screen, invoices called orders. */
export const settings: ProviderSettings = {
  id: "metal",
  name: "Metal",
  loadingDelayMs: 2000,
  mockConfig: "metal",
  // Metal sells machine leases as orders, and bills its tax as GST.
  labels: { invoice: "order", tax: "GST" },
};
