import { useParams } from "react-router";
import { useUiConfig } from "../config/ConfigLayout";
import { NOT_FOUND_MESSAGE, PlaceholderScreen } from "./PlaceholderScreen";
import { ACCESS_CREATE_TYPES, isResourceTypeEnabled, NETWORK_CREATE_TYPES, RESOURCE_TYPES, type ResourceType } from "./resourceTypes";

const TYPES_BY_CATEGORY: Record<"network" | "access", readonly ResourceType[]> = { network: NETWORK_CREATE_TYPES, access: ACCESS_CREATE_TYPES };

/** /network/create/{type} and /access/create/{type}: a known, enabled type gets its (placeholder) create page. */
export function TypedCreatePlaceholder({ category }: { category: "network" | "access" }) {
  const { type } = useParams();
  const config = useUiConfig();
  const known = TYPES_BY_CATEGORY[category].find((candidate) => candidate === type);
  if (!known || !isResourceTypeEnabled(config, known)) return <PlaceholderScreen title="Page not found" message={NOT_FOUND_MESSAGE} />;
  return <PlaceholderScreen title={`New ${RESOURCE_TYPES[known].label}`} />;
}
