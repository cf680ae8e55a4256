import { describe, expect, it } from "vitest";
import { mockUiConfig } from "@cloudconsole/mock-api";
import { appCatalogServiceLink, appCatalogVmLink, categoryOfPath, createEntries, enabledCategories, enabledResourceTypes } from "./resourceTypes";

const all = mockUiConfig("default");
const metal = mockUiConfig("metal");

describe("resource types enabled by configuration", () => {
  it("shows every category when every feature is on", () => {
    expect(enabledCategories(all)).toEqual(["compute", "network", "access", "storage", "billing", "services"]);
  });

  it("keeps access and billing always, and compute for bare metal, when everything else is off", () => {
    expect(enabledCategories(metal)).toEqual(["compute", "access", "billing"]);
    expect(enabledResourceTypes(metal)).toEqual(["bare_metal", "api_token", "access_delegation", "access_impersonation", "billing_account"]);
  });

  it.each([
    ["vmsEnabled", "virtual_machine"],
    ["vmsEnabled", "volume"],
    ["vmsEnabled", "firewall"],
    ["ipsEnabled", "ip_address"],
    ["privateNetworksEnabled", "vpc"],
    ["loadBalancerEnabled", "load_balancer"],
    ["storageEnabled", "bucket"],
    ["servicesEnabled", "managed_service"],
    ["bareMetalEnabled", "bare_metal"],
  ] as const)("%s off removes %s", (flag, type) => {
    expect(enabledResourceTypes({ ...all, [flag]: false })).not.toContain(type);
  });

  it("offers exactly the enabled types with a create route", () => {
    expect(createEntries(all)).toEqual([
      { type: "virtual_machine", to: "/compute/create" },
      { type: "bare_metal", to: "/metal/create" },
      { type: "load_balancer", to: "/network/create/load_balancer" },
      { type: "vpc", to: "/network/create/vpc" },
      { type: "ip_address", to: "/network/create/ip_address" },
      { type: "firewall", to: "/network/create/firewall" },
      { type: "api_token", to: "/access/create/api_token" },
      { type: "access_delegation", to: "/access/create/access_delegation" },
      { type: "bucket", to: "/storage/create" },
      { type: "volume", to: "/storage/create/volume" },
      { type: "billing_account", to: "/billing/create" },
      { type: "managed_service", to: "/services/create" },
    ]);
    expect(createEntries(metal).map((entry) => entry.to)).toEqual(["/metal/create", "/access/create/api_token", "/access/create/access_delegation", "/billing/create"]);
  });
});

describe("paths", () => {
  it.each([
    ["/compute/vm/tll/1", "compute"],
    ["/metal/lease/u", "compute"],
    ["/network/create/vpc", "network"],
    ["/access", "access"],
    ["/storage/bucket/b", "storage"],
    ["/billing/account/1/edit", "billing"],
    ["/services/create", "services"],
    ["/profile", undefined],
    ["/", undefined],
  ])("%s belongs to %s", (path, category) => {
    expect(categoryOfPath(path)).toBe(category);
  });

  it("builds application-catalog links with their search fields", () => {
    expect(appCatalogVmLink("wordpress", "6.4")).toBe("/compute/create?typeId=app_catalog&osName=wordpress&osVersion=6.4");
    expect(appCatalogServiceLink("postgresql", "16")).toBe("/services/create?osName=postgresql&osVersion=16");
  });
});
