import { describe, expect, it } from "vitest";
import type { UiConfig } from "@cloudconsole/sdk";
import { CONSOLE_FEATURES } from "../../app/features";

// Imported through the registry, as the console loads it: a route table that reads the registry while it is being
// built fails here (the app would start blank).
describe("the network feature", () => {
  const network = CONSOLE_FEATURES.find((feature) => feature.id === "network");

  it("registers its list, create and detail routes with a sidebar and idle preloading", () => {
    expect(network?.routes.map((route) => route.path)).toEqual([
      "network",
      "network/create/:type",
      "network/ip_address/:location/:uuid",
      "network/vpc/:location/:uuid",
      "network/load_balancer/:location/:uuid",
      "network/firewall/:location/:uuid",
    ]);
    expect(network?.sidebar).toBeDefined();
    // The list, four detail pages and the four create forms, each a chunk of its own.
    expect(network?.preload?.length).toBe(9);
  });

  it("is enabled when any network resource type is, and off on a site with none", () => {
    const config = (flags: Partial<UiConfig>) => flags as UiConfig;
    expect(network?.enabled?.(config({ ipsEnabled: false, privateNetworksEnabled: false, loadBalancerEnabled: false, vmsEnabled: false }))).toBe(false);
    expect(network?.enabled?.(config({ loadBalancerEnabled: true }))).toBe(true);
    // Firewalls guard virtual machines: a site with VMs has them.
    expect(network?.enabled?.(config({ vmsEnabled: true }))).toBe(true);
  });
});
