import { useCallback } from "react";
import type { Firewall, IpAddress, LoadBalancer, Network } from "@cloudconsole/sdk";
import { Badge, Inline } from "@cloudconsole/ui";
import { useFormat } from "../../format";
import { FLOATING_IP } from "./constants";
import { LocatedResourceList, locationCell } from "./listing";
import { assignedResource, firewallName, ipMonthlyPrice, lbName, networkName, type Located, type NetworkResources } from "./queries";
import { ResourceName } from "../../shared/names";
import * as styles from "./network.css";

/** Floating IPs: address, name, IPv4/IPv6, public or private, what it is assigned to and its price now. */
export function IpList({ resources }: { resources: NetworkResources }) {
  const format = useFormat();
  const { ips, locations, prices } = resources;
  const assigned = useCallback((row: Located<IpAddress>) => assignedResource(resources, row.item, row.location), [resources]);
  const search = useCallback((row: Located<IpAddress>) => `${row.item.address} ${row.item.name} ${assigned(row)?.name ?? ""} ${row.item.assigned_to_private_ip ?? ""}`, [assigned]);
  const price = (row: Located<IpAddress>) => ipMonthlyPrice(prices, row.item, row.location);
  return (
    <LocatedResourceList
      text={{
        id: "ips-title",
        title: `${FLOATING_IP}s`,
        createLabel: `Reserve ${FLOATING_IP}`,
        createPath: "/network/create/ip_address",
        emptyTitle: `No ${FLOATING_IP}s yet`,
        emptyText: "A Floating IP is a public address you keep, and point at a virtual machine, a load balancer or a managed service.",
        searchPlaceholder: "Address, name, assigned to…",
      }}
      rows={ips}
      locations={locations}
      searchText={search}
      rowId={(ip) => ip.address}
      detailPath={(row) => (row.item.uuid ? `/network/ip_address/${row.location}/${row.item.uuid}` : undefined)}
      defaultSortKey="address"
      columns={[
        {
          key: "address",
          header: "Address",
          cell: (row) => (
            <Inline gap="xs">
              <span className={styles.mono}>{row.item.address}</span>
              {!row.item.enabled && <Badge tone="warning">Disabled</Badge>}
            </Inline>
          ),
          sortValue: (row) => row.item.address,
        },
        { key: "name", header: "Name", cell: (row) => (row.item.name ? <ResourceName name={row.item.name} /> : "—"), sortValue: (row) => row.item.name.toLowerCase(), phone: "detail" },
        { key: "version", header: "Version", cell: (row) => (row.item.is_ipv6 ? "IPv6" : "IPv4"), hideOnMobile: true },
        { key: "type", header: "Type", cell: (row) => (row.item.type === "private" ? "Private" : "Public"), hideOnMobile: true },
        {
          key: "assigned",
          header: "Assigned to",
          cell: (row) => {
            const target = assigned(row);
            return target ? (
              <>
                <ResourceName name={target.name} /> ({row.item.assigned_to_private_ip ?? "—"})
              </>
            ) : (
              <Badge tone="neutral">Unassigned</Badge>
            );
          },
          sortValue: (row) => assigned(row)?.name.toLowerCase() ?? "",
          phone: "status",
        },
        { key: "location", header: "Location", cell: locationCell(locations), sortValue: (row) => row.location, hideOnMobile: true },
        {
          key: "price",
          header: "Price",
          cell: (row) => {
            const amount = price(row);
            return amount === undefined ? "—" : `${format.money(amount)}/month`;
          },
          sortValue: (row) => price(row) ?? 0,
          align: "end",
          nowrap: true,
          hideOnMobile: true,
        },
      ]}
    />
  );
}

/** VPC networks: subnets, VLAN, whether default, and how many resources are in each. */
export function VpcList({ resources }: { resources: NetworkResources }) {
  const { networks, locations } = resources;
  const search = useCallback((row: Located<Network>) => `${row.item.name} ${row.item.subnet} ${row.item.subnet_ipv6 ?? ""} ${row.item.vlan_id ?? ""}`, []);
  return (
    <LocatedResourceList
      text={{
        id: "vpcs-title",
        title: "VPC networks",
        createLabel: "Create VPC network",
        createPath: "/network/create/vpc",
        emptyTitle: "No VPC networks yet",
        emptyText: "A VPC network is a private network your virtual machines and load balancers talk over.",
        searchPlaceholder: "Name, subnet, VLAN…",
      }}
      rows={networks}
      locations={locations}
      searchText={search}
      rowId={(network) => network.uuid}
      detailPath={(row) => `/network/vpc/${row.location}/${row.item.uuid}`}
      defaultSortKey="name"
      columns={[
        { key: "name", header: "Name", cell: (row) => <ResourceName name={row.item.name} />, sortValue: (row) => row.item.name.toLowerCase() },
        { key: "default", header: "Default", cell: (row) => (row.item.is_default ? <Badge tone="info">Default</Badge> : ""), sortValue: (row) => Number(row.item.is_default) },
        { key: "subnet", header: "Subnet (IPv4)", cell: (row) => <span className={styles.mono}>{row.item.subnet}</span>, sortValue: (row) => row.item.subnet, phone: "figure" },
        { key: "subnet6", header: "Subnet (IPv6)", cell: (row) => <span className={styles.mono}>{row.item.subnet_ipv6 ?? "—"}</span>, hideOnMobile: true },
        { key: "vlan", header: "VLAN", cell: (row) => row.item.vlan_id ?? "—", sortValue: (row) => row.item.vlan_id ?? 0, align: "end", hideOnMobile: true },
        { key: "location", header: "Location", cell: locationCell(locations), sortValue: (row) => row.location, hideOnMobile: true },
        { key: "resources", header: "Resources", cell: (row) => row.item.resources_count ?? 0, sortValue: (row) => row.item.resources_count ?? 0, align: "end", phone: "detail" },
      ]}
    />
  );
}

/** Load balancers: address, network, and how many rules and targets each has. */
export function LoadBalancerList({ resources }: { resources: NetworkResources }) {
  const { loadBalancers, networks, locations } = resources;
  const network = useCallback((row: Located<LoadBalancer>) => networkName(networks, row.location, row.item.network_uuid), [networks]);
  const search = useCallback((row: Located<LoadBalancer>) => `${lbName(row.item)} ${row.item.private_address} ${network(row)}`, [network]);
  return (
    <LocatedResourceList
      text={{
        id: "lbs-title",
        title: "Load balancers",
        createLabel: "Create load balancer",
        createPath: "/network/create/load_balancer",
        emptyTitle: "No load balancers yet",
        emptyText: "A load balancer spreads TCP connections over virtual machines in one VPC network.",
        searchPlaceholder: "Name, address, network…",
      }}
      rows={loadBalancers}
      locations={locations}
      searchText={search}
      rowId={(lb) => lb.uuid}
      detailPath={(row) => `/network/load_balancer/${row.location}/${row.item.uuid}`}
      defaultSortKey="name"
      columns={[
        { key: "name", header: "Name", cell: (row) => <ResourceName name={lbName(row.item)} />, sortValue: (row) => lbName(row.item).toLowerCase() },
        { key: "address", header: "Address", cell: (row) => <span className={styles.mono}>{row.item.private_address}</span>, sortValue: (row) => row.item.private_address, phone: "figure" },
        { key: "network", header: "Network", cell: network, sortValue: (row) => network(row).toLowerCase(), hideOnMobile: true },
        { key: "location", header: "Location", cell: locationCell(locations), sortValue: (row) => row.location, hideOnMobile: true },
        { key: "rules", header: "Rules", cell: (row) => row.item.forwarding_rules.length, sortValue: (row) => row.item.forwarding_rules.length, align: "end", phone: "detail" },
        { key: "targets", header: "Targets", cell: (row) => row.item.targets.length, sortValue: (row) => row.item.targets.length, align: "end", phone: "detail" },
      ]}
    />
  );
}

/** Firewalls: how many rules each has and the virtual machines it guards. */
export function FirewallList({ resources }: { resources: NetworkResources }) {
  const { firewalls, vms, locations } = resources;
  const guarded = useCallback(
    (row: Located<Firewall>) => {
      const uuids = new Set(row.item.resources_assigned.map((resource) => resource.resource_uuid));
      return vms.filter((vm) => vm.location === row.location && uuids.has(vm.item.uuid)).map((vm) => vm.item.name);
    },
    [vms],
  );
  const search = useCallback((row: Located<Firewall>) => `${firewallName(row.item)} ${row.item.description ?? ""} ${guarded(row).join(" ")}`, [guarded]);
  return (
    <LocatedResourceList
      text={{
        id: "firewalls-title",
        title: "Firewalls",
        createLabel: "Create firewall",
        createPath: "/network/create/firewall",
        emptyTitle: "No firewalls yet",
        emptyText: "A firewall lets through only the traffic its rules allow, to and from the virtual machines it guards.",
        searchPlaceholder: "Name, description, virtual machine…",
      }}
      rows={firewalls}
      locations={locations}
      searchText={search}
      rowId={(firewall) => firewall.uuid}
      detailPath={(row) => `/network/firewall/${row.location}/${row.item.uuid}`}
      defaultSortKey="name"
      columns={[
        { key: "name", header: "Name", cell: (row) => <ResourceName name={firewallName(row.item)} />, sortValue: (row) => firewallName(row.item).toLowerCase() },
        { key: "vms", header: "Guards", cell: (row) => guarded(row).join(", ") || "—", sortValue: (row) => guarded(row).length, hideOnMobile: true },
        { key: "location", header: "Location", cell: locationCell(locations), sortValue: (row) => row.location, hideOnMobile: true },
        { key: "rules", header: "Rules", cell: (row) => row.item.rules.length, sortValue: (row) => row.item.rules.length, align: "end", phone: "detail" },
      ]}
    />
  );
}
