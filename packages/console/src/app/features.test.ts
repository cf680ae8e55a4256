import { describe, expect, it } from "vitest";
import { mockUiConfig } from "@cloudconsole/mock-api";
import { accessScreens } from "../features/access/routes";
import { billingScreens } from "../features/billing/routes";
import { vmScreens } from "../features/compute/routes";
import { metalScreens } from "../features/metal/routes";
import { networkScreens } from "../features/network/routes";
import { serviceScreens } from "../features/services/routes";
import { storageScreens } from "../features/storage/routes";
import { defineFeature } from "./feature";
import { CONSOLE_FEATURES, featureRoutes, RESOURCE_TYPES, screensToPreload, sidebarOf } from "./features";

const config = mockUiConfig("default");
/**
 * The default configuration with network, object storage and services off: compute, metal, access and billing, and
 * volumes and firewalls wherever there are VMs to attach them to.
 */
const computeOnly = { ...config, ipsEnabled: false, privateNetworksEnabled: false, loadBalancerEnabled: false, storageEnabled: false, servicesEnabled: false };

describe("the feature registry", () => {
  it.each([
    [{ vmsEnabled: true, bareMetalEnabled: true }, [...vmScreens, ...metalScreens.slice(1), ...networkScreens, ...accessScreens, ...storageScreens, ...billingScreens]],
    [{ vmsEnabled: true, bareMetalEnabled: false }, [...vmScreens, ...networkScreens, ...accessScreens, ...storageScreens, ...billingScreens]],
    [{ vmsEnabled: false, bareMetalEnabled: true }, [...metalScreens, ...accessScreens, ...billingScreens]],
    [{ vmsEnabled: false, bareMetalEnabled: false }, [...accessScreens, ...billingScreens]],
  ])("preloads the screens of enabled features, and of access and billing which are always on (%o), each once", (flags, expected) => {
    expect(screensToPreload({ ...computeOnly, ...flags })).toEqual(expected);
  });

  it("preloads network, storage and services where the site enables them, in navigation order", () => {
    expect(screensToPreload(config)).toEqual([
      ...new Set([...vmScreens, ...metalScreens, ...networkScreens, ...accessScreens, ...storageScreens, ...billingScreens, ...serviceScreens]),
    ]);
  });

  it("mounts every feature's routes, each path once", () => {
    const paths = featureRoutes.map((route) => (route.index ? "(index)" : route.path));
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of ["(index)", "compute", "compute/create", "metal/lease/:uuid", "access/token/:id", "network/create/:type", "billing/account/:id/edit", "profile"]) {
      expect(paths).toContain(path);
    }
  });

  it("gathers every resource type from the features, in navigation order", () => {
    expect(Object.keys(RESOURCE_TYPES)).toEqual([
      "virtual_machine",
      "bare_metal",
      "load_balancer",
      "vpc",
      "ip_address",
      "firewall",
      "api_token",
      "access_delegation",
      "access_impersonation",
      "bucket",
      "volume",
      "billing_account",
      "managed_service",
    ]);
  });

  it("gives a category the sidebar of its feature, and none to categories without one", () => {
    expect(sidebarOf("compute")).toBe(CONSOLE_FEATURES.find((feature) => feature.id === "compute")?.sidebar);
    expect(sidebarOf("access")).toBeDefined();
    expect(sidebarOf("network")).toBe(CONSOLE_FEATURES.find((feature) => feature.id === "network")?.sidebar);
    expect(sidebarOf("billing")).toBe(CONSOLE_FEATURES.find((feature) => feature.id === "billing")?.sidebar);
    expect(sidebarOf("billing", [defineFeature({ id: "bare", category: "billing", routes: [] })])).toBeUndefined();
  });

  it("preloads a new feature's screens only while its flag is on", () => {
    const screen = { preload: () => Promise.resolve() };
    const extra = defineFeature({ id: "extra", routes: [], preload: [screen], enabled: (site) => site.storageEnabled === true });
    expect(screensToPreload({ ...config, storageEnabled: true }, [extra])).toEqual([screen]);
    expect(screensToPreload({ ...config, storageEnabled: false }, [extra])).toEqual([]);
  });
});
