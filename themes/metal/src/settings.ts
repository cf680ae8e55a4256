import type { ProviderDefinition } from "@cloudconsole/ui/theme";

/** Metal without its styles and logo, so Node tools (the e2e server) can read it: bare metal only, a 2 s loading screen, invoices called orders. */
export const settings: Omit<ProviderDefinition, "themeClass" | "logoUrl"> = {
  id: "metal",
  name: "Metal",
  loadingDelayMs: 2000,
  mockConfig: "metal",
  // Metal sells machine leases as orders, and bills its tax as GST.
  labels: { invoice: "order", tax: "GST" },
};
