import type { UiConfig } from "@cloudconsole/sdk";

/** Every resource type of the console (spec §3). */
export type ResourceType =
  | "virtual_machine"
  | "bare_metal"
  | "bucket"
  | "ip_address"
  | "vpc"
  | "load_balancer"
  | "access_delegation"
  | "api_token"
  | "access_impersonation"
  | "billing_account"
  | "managed_service";

/** The display categories of the navigation (spec §2), in their order. */
export type DisplayCategory = "compute" | "network" | "access" | "storage" | "billing" | "services";

interface ResourceTypeInfo {
  label: string;
  category: DisplayCategory;
  /** Create route under /app; access invitations have none. */
  createPath?: string;
  /** The configuration flag that enables it; absent means always enabled (spec §4). */
  flag?: keyof Pick<
    UiConfig,
    "vmsEnabled" | "bareMetalEnabled" | "storageEnabled" | "ipsEnabled" | "privateNetworksEnabled" | "loadBalancerEnabled" | "servicesEnabled"
  >;
}

/** Labels, categories, create routes and enabling flags by resource type, in navigation order. */
export const RESOURCE_TYPES: Record<ResourceType, ResourceTypeInfo> = {
  virtual_machine: { label: "Virtual machine", category: "compute", createPath: "/compute/create", flag: "vmsEnabled" },
  bare_metal: { label: "Bare metal", category: "compute", createPath: "/metal/create", flag: "bareMetalEnabled" },
  load_balancer: { label: "Load balancer", category: "network", createPath: "/network/create/load_balancer", flag: "loadBalancerEnabled" },
  vpc: { label: "VPC", category: "network", createPath: "/network/create/vpc", flag: "privateNetworksEnabled" },
  ip_address: { label: "Floating IP", category: "network", createPath: "/network/create/ip_address", flag: "ipsEnabled" },
  api_token: { label: "API token", category: "access", createPath: "/access/create/api_token" },
  access_delegation: { label: "Access delegation", category: "access", createPath: "/access/create/access_delegation" },
  access_impersonation: { label: "Access invitation", category: "access" },
  bucket: { label: "Bucket", category: "storage", createPath: "/storage/create", flag: "storageEnabled" },
  billing_account: { label: "Billing account", category: "billing", createPath: "/billing/create" },
  managed_service: { label: "Managed service", category: "services", createPath: "/services/create", flag: "servicesEnabled" },
};

/** Display categories: their label and where the navigation takes you. */
export const DISPLAY_CATEGORIES: Record<DisplayCategory, { label: string; path: string }> = {
  compute: { label: "Compute", path: "/compute" },
  network: { label: "Network", path: "/network" },
  access: { label: "Access", path: "/access" },
  storage: { label: "Storage", path: "/storage" },
  billing: { label: "Billing", path: "/billing" },
  services: { label: "Services", path: "/services" },
};

const TYPES = Object.keys(RESOURCE_TYPES) as ResourceType[];

/** Whether configuration enables a resource type; delegation, tokens, invitations and billing always are. */
export function isResourceTypeEnabled(config: UiConfig, type: ResourceType): boolean {
  const flag = RESOURCE_TYPES[type].flag;
  return flag === undefined || config[flag] === true;
}

/** The enabled resource types, in navigation order. */
export function enabledResourceTypes(config: UiConfig): ResourceType[] {
  return TYPES.filter((type) => isResourceTypeEnabled(config, type));
}

/** The categories that hold at least one enabled resource type, in navigation order. */
export function enabledCategories(config: UiConfig): DisplayCategory[] {
  const enabled = new Set(enabledResourceTypes(config).map((type) => RESOURCE_TYPES[type].category));
  return (Object.keys(DISPLAY_CATEGORIES) as DisplayCategory[]).filter((category) => enabled.has(category));
}

/** The entries of the "create" menu: exactly the enabled types that have a create route. */
export function createEntries(config: UiConfig): { type: ResourceType; label: string; to: string }[] {
  return enabledResourceTypes(config).flatMap((type) => {
    const { label, createPath } = RESOURCE_TYPES[type];
    return createPath ? [{ type, label, to: createPath }] : [];
  });
}

/** The create route of one type (undefined for access invitations). */
export function createPathOf(type: ResourceType): string | undefined {
  return RESOURCE_TYPES[type].createPath;
}

/** The display category a path under /app belongs to, from its first segment (/metal is Compute). */
export function categoryOfPath(pathname: string): DisplayCategory | undefined {
  const first = pathname.split("/").find(Boolean);
  if (first === "metal") return "compute";
  return first && first in DISPLAY_CATEGORIES ? (first as DisplayCategory) : undefined;
}

/** Application-catalog create link for a VM image (spec §2). */
export function appCatalogVmLink(osName: string, osVersion: string): string {
  return `/compute/create?${new URLSearchParams({ typeId: "app_catalog", osName, osVersion }).toString()}`;
}

/** Application-catalog create link for a managed service (spec §2). */
export function appCatalogServiceLink(osName: string, osVersion: string): string {
  return `/services/create?${new URLSearchParams({ osName, osVersion }).toString()}`;
}

/** Create route types accepted by /network/create/{type} and /access/create/{type}. */
export const NETWORK_CREATE_TYPES = ["load_balancer", "vpc", "ip_address"] as const satisfies readonly ResourceType[];
export const ACCESS_CREATE_TYPES = ["api_token", "access_delegation"] as const satisfies readonly ResourceType[];
