import { Route } from "react-router";
import { i18n } from "../../i18n/catalogue";
import { renderRoutes } from "../../testing/FeatureRoutes";
import { storageMessages, type StorageT } from "./messages";
import { storageRoutes } from "./routes";
import { StorageSidebar } from "./StorageSidebar";
import { volumeMessages, type VolumeT } from "./volumes/messages";

/** Renders the storage routes at `route` the way the console mounts them (configuration, toasts); /sidebar shows the sidebar. */
export function renderStorageRoute(route: string) {
  return renderRoutes(storageRoutes, route, <Route path="sidebar" element={<StorageSidebar />} />);
}

/** Object storage's messages in the console's language (English in tests), as its rules take them. */
export const storageT: StorageT = (id, values) => i18n._(`${storageMessages.namespace}.${id}`, values);

/** The volumes' messages in the console's language (English in tests), as their rules take them. */
export const volumeT: VolumeT = (id, values) => i18n._(`${volumeMessages.namespace}.${id}`, values);
