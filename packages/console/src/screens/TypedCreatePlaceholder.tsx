import { useParams } from "react-router";
import { useUiConfig } from "../config/ConfigLayout";
import { isResourceTypeEnabled, RESOURCE_TYPES, typedCreateTypes, type DisplayCategory } from "../app/resourceTypes";
import { NOT_FOUND_MESSAGE, PlaceholderScreen } from "./PlaceholderScreen";

/** /{category}/create/{type} of a category not built yet: a known, enabled type gets its placeholder create page. */
export function TypedCreatePlaceholder({ category }: { category: DisplayCategory }) {
  const { type } = useParams();
  const config = useUiConfig();
  const known = typedCreateTypes(category).find((candidate) => candidate === type);
  if (!known || !isResourceTypeEnabled(config, known)) return <PlaceholderScreen title="Page not found" message={NOT_FOUND_MESSAGE} />;
  return <PlaceholderScreen title={`New ${RESOURCE_TYPES[known].label}`} />;
}
