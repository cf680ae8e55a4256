import type { ProviderSettings } from "@cloudconsole/provider";

/** Pinecone Cloud without its styles and logo, so Node tools (the e2e server, the mock API) can read it. */
export const settings: ProviderSettings = {
  id: "pinecone",
  name: "Pinecone Cloud",
  mockConfig: "default",
};
