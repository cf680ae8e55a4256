import { Route } from "react-router";
import { i18n } from "../../i18n/catalogue";
import { renderRoutes } from "../../testing/FeatureRoutes";
import { servicesMessages, type ServicesT } from "./messages";
import { serviceRoutes } from "./routes";
import { serviceCreateMessages, type ServiceCreateT } from "./ServiceCreate/messages";
import { serviceDetailMessages, type ServiceDetailT } from "./ServiceDetail/messages";
import { ServicesSidebar } from "./ServicesSidebar";

/** Renders the services routes at `route` the way the console mounts them (configuration, toasts); /sidebar shows the sidebar. */
export function renderServicesRoute(route: string) {
  return renderRoutes(serviceRoutes, route, <Route path="sidebar" element={<ServicesSidebar />} />);
}

/** The services' shared messages in the console's language (English in tests), as the status labels take them. */
export const servicesT: ServicesT = (id, values) => i18n._(`${servicesMessages.namespace}.${id}`, values);

/** The create form's messages in the console's language (English in tests), as its rules take them. */
export const serviceCreateT: ServiceCreateT = (id, values) => i18n._(`${serviceCreateMessages.namespace}.${id}`, values);

/** The service page's messages in the console's language (English in tests), as the address check takes them. */
export const serviceDetailT: ServiceDetailT = (id, values) => i18n._(`${serviceDetailMessages.namespace}.${id}`, values);
