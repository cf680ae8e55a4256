import { useUiConfig } from "../../config/ConfigLayout";
import { useT } from "../../i18n";
import { ResourceListSidebar, type SidebarCreateLink, type SidebarSection } from "../../screens/ResourceListSidebar";
import { locationName } from "../../shared/compute";
import { networkKinds } from "./kinds";
import { networkMessages } from "./messages";
import { firewallName, ipName, lbName, useNetworkResources } from "./queries";

function useNetworkSections(): SidebarSection[] {
  const t = useT(networkMessages);
  const { kinds, ips, networks, loadBalancers, firewalls, locations } = useNetworkResources();
  // Every location has a "Default network": with several locations, each entry says where it is.
  const where = (location: string) => (locations.length > 1 ? ` · ${locationName(locations, location)}` : "");
  const sections: SidebarSection[] = [];
  if (kinds.ips) {
    sections.push({
      title: t("ips.title"),
      empty: t("ips.none"),
      items: ips.map((row) => ({ key: `${row.location}/${row.item.address}`, to: `/network/ip_address/${row.location}/${row.item.uuid ?? ""}`, name: `${ipName(row.item)}${where(row.location)}` })),
    });
  }
  if (kinds.vpcs) {
    sections.push({
      title: t("vpcs.title"),
      empty: t("vpcs.none"),
      items: networks.map((row) => ({ key: `${row.location}/${row.item.uuid}`, to: `/network/vpc/${row.location}/${row.item.uuid}`, name: `${row.item.name}${where(row.location)}` })),
    });
  }
  if (kinds.loadBalancers) {
    sections.push({
      title: t("lbs.title"),
      empty: t("lbs.none"),
      items: loadBalancers.map((row) => ({ key: `${row.location}/${row.item.uuid}`, to: `/network/load_balancer/${row.location}/${row.item.uuid}`, name: `${lbName(row.item, t)}${where(row.location)}` })),
    });
  }
  if (kinds.firewalls) {
    sections.push({
      title: t("firewalls.title"),
      empty: t("firewalls.none"),
      items: firewalls.map((row) => ({ key: `${row.location}/${row.item.uuid}`, to: `/network/firewall/${row.location}/${row.item.uuid}`, name: `${firewallName(row.item, t)}${where(row.location)}` })),
    });
  }
  return sections;
}

/** The Network category's sidebar: every Floating IP, VPC network, load balancer and firewall as a link, and the create links. */
export function NetworkSidebar() {
  const t = useT(networkMessages);
  const kinds = networkKinds(useUiConfig());
  const create: SidebarCreateLink[] = [
    ...(kinds.ips ? [{ label: t("ips.create"), to: "/network/create/ip_address" }] : []),
    ...(kinds.vpcs ? [{ label: t("vpcs.create"), to: "/network/create/vpc" }] : []),
    ...(kinds.loadBalancers ? [{ label: t("lbs.create"), to: "/network/create/load_balancer" }] : []),
    ...(kinds.firewalls ? [{ label: t("firewalls.create"), to: "/network/create/firewall" }] : []),
  ];
  return <ResourceListSidebar title={t("title")} create={create} useSections={useNetworkSections} />;
}
