import type { ReactNode } from "react";
import { useUiConfig } from "../config/ConfigLayout";
import { NOT_FOUND_MESSAGE, PlaceholderScreen } from "./PlaceholderScreen";
import { isResourceTypeEnabled, type ResourceType } from "../app/resourceTypes";

/** Renders its children only when configuration enables the resource type; otherwise the address does not exist. */
export function EnabledOnly({ type, children }: { type: ResourceType; children: ReactNode }) {
  const config = useUiConfig();
  return isResourceTypeEnabled(config, type) ? children : <PlaceholderScreen title="Page not found" message={NOT_FOUND_MESSAGE} />;
}
