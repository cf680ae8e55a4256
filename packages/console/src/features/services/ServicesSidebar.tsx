import { useSuspenseQuery } from "@tanstack/react-query";
import { useApiClient } from "../../api/ApiClientContext";
import { useT } from "../../i18n";
import { ResourceListSidebar, type SidebarItem } from "../../screens/ResourceListSidebar";
import { StatusBadge } from "../../shared/compute";
import { servicesMessages } from "./messages";
import { packagesQuery } from "./queries";
import { serviceLocation, statusDisplay } from "./serviceStatus";

function useServiceItems(): SidebarItem[] {
  const { data } = useSuspenseQuery(packagesQuery(useApiClient()));
  const t = useT(servicesMessages);
  return data.map((service) => ({
    key: service.uuid,
    to: `/services/service/${serviceLocation(service)}/${service.uuid}`,
    name: service.display_name,
    status: <StatusBadge {...statusDisplay(service.status, t)} />,
  }));
}

/** The Services category's sidebar: every managed service with its status, and the create button. */
export function ServicesSidebar() {
  const t = useT(servicesMessages);
  return <ResourceListSidebar title={t("title")} create={{ label: t("create"), to: "/services/create" }} empty={t("sidebar.empty")} useItems={useServiceItems} />;
}
