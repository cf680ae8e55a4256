import { createContext, use, type ReactNode } from "react";
import type { UiConfig } from "@cloudconsole/sdk";
import { DISPLAY_CATEGORIES, type DisplayCategory, type ResourceType, type ResourceTypeInfo } from "./feature";

/**
 * Every resource type with its category, create route and flag, in navigation order. The app builds it from
 * the feature registry and hands it down (`ResourceTypesProvider`): a screen of a feature reads it here rather than
 * importing the registry, which imports that feature.
 */
export type ResourceTypeTable = Readonly<Partial<Record<ResourceType, ResourceTypeInfo>>>;

/** Whether configuration enables a resource type of the table; delegation, tokens, invitations and billing always are. */
export function isEnabledIn(types: ResourceTypeTable, config: UiConfig, type: ResourceType): boolean {
  const info = types[type];
  return info !== undefined && (info.flag === undefined || config[info.flag] === true);
}

/** The enabled resource types with what the table says of them, in navigation order. */
function enabledEntriesOf(types: ResourceTypeTable, config: UiConfig): [ResourceType, ResourceTypeInfo][] {
  return (Object.entries(types) as [ResourceType, ResourceTypeInfo][]).filter(([type]) => isEnabledIn(types, config, type));
}

/** The enabled resource types, in navigation order. */
export function enabledTypesOf(types: ResourceTypeTable, config: UiConfig): ResourceType[] {
  return enabledEntriesOf(types, config).map(([type]) => type);
}

/** The categories that hold at least one enabled resource type, in navigation order. */
export function enabledCategoriesOf(types: ResourceTypeTable, config: UiConfig): DisplayCategory[] {
  const enabled = new Set(enabledEntriesOf(types, config).map(([, info]) => info.category));
  return (Object.keys(DISPLAY_CATEGORIES) as DisplayCategory[]).filter((category) => enabled.has(category));
}

/** The entries of the "create" menu: exactly the enabled types that have a create route. */
export function createEntriesOf(types: ResourceTypeTable, config: UiConfig): { type: ResourceType; to: string }[] {
  return enabledEntriesOf(types, config).flatMap(([type, { createPath }]) => (createPath ? [{ type, to: createPath }] : []));
}

const ResourceTypesContext = createContext<ResourceTypeTable | null>(null);

/** Hands the registry's resource types to every screen below. */
export function ResourceTypesProvider({ types, children }: { types: ResourceTypeTable; children: ReactNode }) {
  return <ResourceTypesContext value={types}>{children}</ResourceTypesContext>;
}

/** The resource types the app handed down. */
export function useResourceTypes(): ResourceTypeTable {
  const types = use(ResourceTypesContext);
  if (!types) throw new Error("useResourceTypes needs a <ResourceTypesProvider> above it");
  return types;
}
