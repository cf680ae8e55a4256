import type { RouteObject } from "react-router";
import type { DisplayCategory, ResourceType } from "../app/feature";
import { lazyScreen } from "../app/lazyScreen";

// Lazy, so a feature's route table reaches the first bundle without the screens themselves.
const Placeholder = lazyScreen(() => import("./PlaceholderScreen").then((module) => module.PlaceholderScreen));
const TypedCreatePlaceholder = lazyScreen(() => import("./TypedCreatePlaceholder").then((module) => module.TypedCreatePlaceholder));
const EnabledOnly = lazyScreen(() => import("./EnabledOnly").then((module) => module.EnabledOnly));

/** A route whose screen is not built yet: a clear placeholder inside the shell. */
export function placeholderRoute(path: string, title: string, { onlyWhen }: { onlyWhen?: ResourceType } = {}): RouteObject {
  const screen = <Placeholder title={title} />;
  return { path, element: onlyWhen ? <EnabledOnly type={onlyWhen}>{screen}</EnabledOnly> : screen };
}

/** /{category}/create/{type} for a category not built yet: each known, enabled type gets a placeholder. */
export function typedCreatePlaceholderRoute(category: DisplayCategory): RouteObject {
  return { path: `${category}/create/:type`, element: <TypedCreatePlaceholder category={category} /> };
}
