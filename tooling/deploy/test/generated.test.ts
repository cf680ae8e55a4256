// What is generated from the vendor list and the providers is committed current: the start script's data files and
// the README's table of hosts. When this fails, run `pnpm --filter @cloudconsole/deploy generate` and commit.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CSP_VENDORS } from "../src/cspVendors";
import { hostsTable, INTEGRATIONS_FILE, integrationsFile, README, VENDORS_FILE, vendorsFile, withHostsTable } from "../src/cspTables";
import { integrationsOf } from "../src/integrations";
import { providerIntegrations } from "../src/providers";

const STALE = "stale: run `pnpm --filter @cloudconsole/deploy generate`";

describe("the generated CSP files", () => {
  it("are current: the vendors' sources, each provider's integrations and the README's table", async () => {
    expect(readFileSync(VENDORS_FILE, "utf8"), `csp/vendors.txt is ${STALE}`).toBe(vendorsFile());
    expect(readFileSync(INTEGRATIONS_FILE, "utf8"), `csp/integrations.txt is ${STALE}`).toBe(integrationsFile(await providerIntegrations()));
    const readme = readFileSync(README, "utf8");
    expect(readme, `The README's table of hosts is ${STALE}`).toBe(withHostsTable(readme));
    expect(readme).toContain(hostsTable());
  });

  it("say where each vendor's sources come from and when they were read", () => {
    for (const vendor of Object.values(CSP_VENDORS)) {
      expect(vendor.docs).toMatch(/^https:\/\//);
      expect(vendor.read).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });
});

describe("a brand's integrations", () => {
  it.each([
    ["nothing enabled", {}, {}, []],
    ["chat turned off", { chatEnabled: false, chatConfig: { type: "tawk" } }, {}, []],
    ["a chat vendor", { chatEnabled: true, chatConfig: { type: "intercom" } }, {}, ["intercom"]],
    ["a chat type no vendor list names", { chatEnabled: true, chatConfig: { type: "livechat" } }, {}, []],
    [
      "each kind of processor in the page, once",
      { paymentProcessors: [{ keyword: "stripe_creditcard" }, { keyword: "stripe_wallet" }, { keyword: "omise" }, { keyword: "paypal_vault" }, { keyword: "adyen", public_key: "live_ABC" }] },
      {},
      ["adyen-live", "omise", "paypal", "stripe"],
    ],
    [
      "processors that are pages the customer is sent to",
      { paymentProcessors: [{ keyword: "adyen", public_key: null }, { keyword: "clictopay" }, { keyword: "duitku" }, { keyword: "mock_creditcard" }] },
      {},
      [],
    ],
    ["an Adyen test key", { paymentProcessors: [{ keyword: "adyen", public_key: "test_ABC" }] }, {}, ["adyen-test"]],
    ["the theme's Sentry project", {}, { sentryDsn: "https://key@o1.ingest.sentry.io/2" }, ["sentry:o1.ingest.sentry.io"]],
  ])("from %s", (_case, config, reporting, expected) => {
    expect(integrationsOf(config, reporting)).toEqual(expected);
  });
});
