import type { UiConfig } from "@cloudconsole/sdk";
import { accessFeature } from "../features/access";
import { billingFeature } from "../features/billing";
import { computeFeature } from "../features/compute";
import { homeFeature } from "../features/home";
import { metalFeature } from "../features/metal";
import { networkFeature } from "../features/network";
import { profileFeature } from "../features/profile";
import { servicesFeature } from "../features/services";
import { storageFeature } from "../features/storage";
import type { ConsoleFeature, DisplayCategory, Preloadable, ResourceType, ResourceTypeInfo } from "./feature";

/** Every domain of the console, in navigation order. Adding a domain is its folder plus one line here. */
export const CONSOLE_FEATURES: readonly ConsoleFeature[] = [
  homeFeature,
  computeFeature,
  metalFeature,
  networkFeature,
  accessFeature,
  storageFeature,
  billingFeature,
  servicesFeature,
  profileFeature,
];

/** Every resource type with its label, category, create route and flag, in navigation order. */
export const RESOURCE_TYPES = Object.fromEntries(CONSOLE_FEATURES.flatMap((feature) => Object.entries(feature.resourceTypes ?? {}))) as Record<ResourceType, ResourceTypeInfo>;

/** The routes of every feature, inside the signed-in shell. */
export const featureRoutes = CONSOLE_FEATURES.flatMap((feature) => feature.routes);

/** The sidebar of a category: the first feature of that category that has one. */
export function sidebarOf(category: DisplayCategory, features: readonly ConsoleFeature[] = CONSOLE_FEATURES) {
  return features.find((feature) => feature.category === category && feature.sidebar)?.sidebar;
}

/** The lazy screens of the features this site has switched on, in feature order, without repeats. */
export function screensToPreload(config: UiConfig, features: readonly ConsoleFeature[] = CONSOLE_FEATURES): Preloadable[] {
  const enabled = features.filter((feature) => feature.enabled?.(config) ?? true);
  return [...new Set(enabled.flatMap((feature) => feature.preload ?? []))];
}
