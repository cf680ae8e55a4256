import type { ComponentType } from "react";
import type { RouteObject } from "react-router";
import type { UiConfig } from "@cloudconsole/sdk";

/** Every resource type of the console. */
export type ResourceType =
  | "virtual_machine"
  | "bare_metal"
  | "bucket"
  | "volume"
  | "ip_address"
  | "vpc"
  | "load_balancer"
  | "firewall"
  | "access_delegation"
  | "api_token"
  | "access_impersonation"
  | "billing_account"
  | "managed_service";

/** The display categories of the navigation, in their order. */
export type DisplayCategory = "compute" | "network" | "access" | "storage" | "billing" | "services";

/** Display categories and where the navigation takes you (their names are words of app/resourceWords). */
export const DISPLAY_CATEGORIES: Record<DisplayCategory, { path: string }> = {
  compute: { path: "/compute" },
  network: { path: "/network" },
  access: { path: "/access" },
  storage: { path: "/storage" },
  billing: { path: "/billing" },
  services: { path: "/services" },
};

/** The configuration flags that switch resource types on. */
export type FeatureFlag = keyof Pick<
  UiConfig,
  "vmsEnabled" | "bareMetalEnabled" | "storageEnabled" | "ipsEnabled" | "privateNetworksEnabled" | "loadBalancerEnabled" | "servicesEnabled"
>;

/** One resource type a feature makes (its name is a word of app/resourceWords). */
export interface ResourceTypeInfo {
  category: DisplayCategory;
  /** Create route under /app; access invitations have none. */
  createPath?: string;
  /** The configuration flag that enables it; absent means always enabled. */
  flag?: FeatureFlag;
}

/** Something that can be fetched ahead of its first visit (a lazy screen). */
export interface Preloadable {
  preload: () => Promise<unknown>;
}

/**
 * One domain of the console, exported by `features/<domain>/index.ts` and registered with one line in
 * `app/features.ts`: the shell, the router and the create menu read everything else from here.
 */
export interface ConsoleFeature {
  /** The folder's name. */
  id: string;
  /** The navigation category its screens live under. */
  category?: DisplayCategory;
  /** Routes relative to /app, inside the signed-in shell; screens are lazy so none of them reaches the login bundle. */
  routes: RouteObject[];
  /** The category's sidebar (its resource list), a lazy screen; categories without one show their create links. */
  sidebar?: ComponentType & Preloadable;
  /** The resource types it makes, in navigation order: category, create route and enabling flag. */
  resourceTypes?: Partial<Record<ResourceType, ResourceTypeInfo>>;
  /** Screens to fetch while the browser is idle once the shell shows, in the order visitors usually open them. */
  preload?: readonly Preloadable[];
  /** Whether this site's configuration switches the feature on (for preloading); absent means always. */
  enabled?: (config: UiConfig) => boolean;
}

/** Declares a feature; returns it unchanged with its type checked. */
export function defineFeature<const T extends ConsoleFeature>(feature: T): T {
  return feature;
}
