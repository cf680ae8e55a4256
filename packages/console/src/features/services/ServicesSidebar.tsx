import { useSuspenseQuery } from "@tanstack/react-query";
import { useApiClient } from "../../api/ApiClientContext";
import { ResourceListSidebar, type SidebarItem } from "../../screens/ResourceListSidebar";
import { StatusBadge } from "../../shared/compute";
import { packagesQuery } from "./queries";
import { serviceLocation, statusDisplay } from "./serviceStatus";

function useServiceItems(): SidebarItem[] {
  const { data } = useSuspenseQuery(packagesQuery(useApiClient()));
  return data.map((service) => ({
    key: service.uuid,
    to: `/services/service/${serviceLocation(service)}/${service.uuid}`,
    name: service.display_name,
    status: <StatusBadge {...statusDisplay(service.status)} />,
  }));
}

/** The Services category's sidebar: every managed service with its status, and the create button. */
export function ServicesSidebar() {
  return <ResourceListSidebar title="Services" create={{ label: "Create managed service", to: "/services/create" }} empty="No managed services yet." useItems={useServiceItems} />;
}
