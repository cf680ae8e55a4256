import type { ReactNode } from "react";
import { useUiConfig } from "../config/ConfigLayout";
import type { ResourceType } from "../app/feature";
import { isEnabledIn, useResourceTypes } from "../app/resourceTypeTable";
import { NotFoundInShell } from "./NotFoundInShell";

/** Renders its children only when configuration enables the resource type (one of them, for a page that lists several); otherwise the address does not exist. */
export function EnabledOnly({ type, children }: { type: ResourceType | readonly ResourceType[]; children: ReactNode }) {
  const config = useUiConfig();
  const table = useResourceTypes();
  const types: readonly ResourceType[] = typeof type === "string" ? [type] : type;
  return types.some((candidate) => isEnabledIn(table, config, candidate)) ? children : <NotFoundInShell />;
}
