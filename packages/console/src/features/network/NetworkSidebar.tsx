import { useUiConfig } from "../../config/ConfigLayout";
import { ResourceListSidebar, type SidebarCreateLink, type SidebarSection } from "../../screens/ResourceListSidebar";
import { locationName } from "../../shared/compute";
import { FLOATING_IP } from "./constants";
import { networkKinds } from "./kinds";
import { firewallName, ipName, lbName, useNetworkResources } from "./queries";

function useNetworkSections(): SidebarSection[] {
  const { kinds, ips, networks, loadBalancers, firewalls, locations } = useNetworkResources();
  // Every location has a "Default network": with several locations, each entry says where it is.
  const where = (location: string) => (locations.length > 1 ? ` · ${locationName(locations, location)}` : "");
  const sections: SidebarSection[] = [];
  if (kinds.ips) {
    sections.push({
      title: `${FLOATING_IP}s`,
      empty: `No ${FLOATING_IP}s yet.`,
      items: ips.map((row) => ({ key: `${row.location}/${row.item.address}`, to: `/network/ip_address/${row.location}/${row.item.uuid ?? ""}`, name: `${ipName(row.item)}${where(row.location)}` })),
    });
  }
  if (kinds.vpcs) {
    sections.push({
      title: "VPC networks",
      empty: "No VPC networks yet.",
      items: networks.map((row) => ({ key: `${row.location}/${row.item.uuid}`, to: `/network/vpc/${row.location}/${row.item.uuid}`, name: `${row.item.name}${where(row.location)}` })),
    });
  }
  if (kinds.loadBalancers) {
    sections.push({
      title: "Load balancers",
      empty: "No load balancers yet.",
      items: loadBalancers.map((row) => ({ key: `${row.location}/${row.item.uuid}`, to: `/network/load_balancer/${row.location}/${row.item.uuid}`, name: `${lbName(row.item)}${where(row.location)}` })),
    });
  }
  if (kinds.firewalls) {
    sections.push({
      title: "Firewalls",
      empty: "No firewalls yet.",
      items: firewalls.map((row) => ({ key: `${row.location}/${row.item.uuid}`, to: `/network/firewall/${row.location}/${row.item.uuid}`, name: `${firewallName(row.item)}${where(row.location)}` })),
    });
  }
  return sections;
}

/** The Network category's sidebar: every Floating IP, VPC network, load balancer and firewall as a link, and the create links. */
export function NetworkSidebar() {
  const kinds = networkKinds(useUiConfig());
  const create: SidebarCreateLink[] = [
    ...(kinds.ips ? [{ label: `Reserve ${FLOATING_IP}`, to: "/network/create/ip_address" }] : []),
    ...(kinds.vpcs ? [{ label: "Create VPC network", to: "/network/create/vpc" }] : []),
    ...(kinds.loadBalancers ? [{ label: "Create load balancer", to: "/network/create/load_balancer" }] : []),
    ...(kinds.firewalls ? [{ label: "Create firewall", to: "/network/create/firewall" }] : []),
  ];
  return <ResourceListSidebar title="Network" create={create} useSections={useNetworkSections} />;
}
