import type { UiConfig } from "@cloudconsole/sdk";
import { DISPLAY_CATEGORIES, type DisplayCategory, type ResourceType } from "./feature";
import { RESOURCE_TYPES } from "./features";
import { createEntriesOf, enabledCategoriesOf, enabledTypesOf, isEnabledIn } from "./resourceTypeTable";

export { DISPLAY_CATEGORIES, RESOURCE_TYPES };
export type { DisplayCategory, ResourceType };

const TYPES = Object.keys(RESOURCE_TYPES) as ResourceType[];

/** Whether configuration enables a resource type; delegation, tokens, invitations and billing always are. */
export function isResourceTypeEnabled(config: UiConfig, type: ResourceType): boolean {
  return isEnabledIn(RESOURCE_TYPES, config, type);
}

/** The enabled resource types, in navigation order. */
export function enabledResourceTypes(config: UiConfig): ResourceType[] {
  return enabledTypesOf(RESOURCE_TYPES, config);
}

/** The categories that hold at least one enabled resource type, in navigation order. */
export function enabledCategories(config: UiConfig): DisplayCategory[] {
  return enabledCategoriesOf(RESOURCE_TYPES, config);
}

/** The entries of the "create" menu: exactly the enabled types that have a create route. */
export function createEntries(config: UiConfig): { type: ResourceType; to: string }[] {
  return createEntriesOf(RESOURCE_TYPES, config);
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

/** Application-catalog create link for a VM image: the VM form with the image preselected. */
export function appCatalogVmLink(osName: string, osVersion: string): string {
  return `/compute/create?${new URLSearchParams({ typeId: "app_catalog", osName, osVersion }).toString()}`;
}

/** Application-catalog create link for a managed service: the service form with the image preselected. */
export function appCatalogServiceLink(osName: string, osVersion: string): string {
  return `/services/create?${new URLSearchParams({ osName, osVersion }).toString()}`;
}

/** The types whose create page is /{category}/create/{type} (network and access). */
export function typedCreateTypes(category: DisplayCategory): ResourceType[] {
  return TYPES.filter((type) => RESOURCE_TYPES[type].category === category && RESOURCE_TYPES[type].createPath === `/${category}/create/${type}`);
}
