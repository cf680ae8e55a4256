import { useCallback } from "react";
import type { Firewall, IpAddress, LoadBalancer, Network } from "@cloudconsole/sdk";
import { Badge, Inline } from "@cloudconsole/ui";
import { useFormat } from "../../../format";
import { useT } from "../../../i18n";
import { ResourceName } from "../../../shared/names";
import { LocatedResourceList, locationCell } from "../listing";
import { networkMessages } from "../messages";
import { assignedResource, firewallName, ipMonthlyPrice, lbName, networkName, type Located, type NetworkResources } from "../queries";
import { networkListMessages } from "./messages";
import * as styles from "../network.css";

/** Floating IPs: address, name, IPv4/IPv6, public or private, what it is assigned to and its price now. */
export function IpList({ resources }: { resources: NetworkResources }) {
  const tn = useT(networkMessages);
  const t = useT(networkListMessages);
  const format = useFormat();
  const { ips, locations, prices } = resources;
  const assigned = useCallback((row: Located<IpAddress>) => assignedResource(resources, row.item, row.location, tn), [resources, tn]);
  const search = useCallback((row: Located<IpAddress>) => `${row.item.address} ${row.item.name} ${assigned(row)?.name ?? ""} ${row.item.assigned_to_private_ip ?? ""}`, [assigned]);
  const price = (row: Located<IpAddress>) => ipMonthlyPrice(prices, row.item, row.location);
  return (
    <LocatedResourceList
      text={{
        id: "ips-title",
        title: t("ips.title"),
        createLabel: t("ips.create"),
        createPath: "/network/create/ip_address",
        emptyTitle: t("ips.emptyTitle"),
        emptyText: t("ips.emptyText"),
        searchPlaceholder: t("ips.search"),
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
          header: t("field.address"),
          cell: (row) => (
            <Inline gap="xs">
              <span className={styles.mono}>{row.item.address}</span>
              {!row.item.enabled && <Badge tone="warning">{t("ips.disabled")}</Badge>}
            </Inline>
          ),
          sortValue: (row) => row.item.address,
        },
        { key: "name", header: t("field.name"), cell: (row) => (row.item.name ? <ResourceName name={row.item.name} /> : "—"), sortValue: (row) => row.item.name.toLowerCase(), phone: "detail" },
        { key: "version", header: t("field.version"), cell: (row) => (row.item.is_ipv6 ? "IPv6" : "IPv4"), hideOnMobile: true },
        { key: "type", header: t("field.type"), cell: (row) => (row.item.type === "private" ? t("private") : t("public")), hideOnMobile: true },
        {
          key: "assigned",
          header: t("field.assignedTo"),
          cell: (row) => {
            const target = assigned(row);
            return target ? (
              <>
                <ResourceName name={target.name} /> ({row.item.assigned_to_private_ip ?? "—"})
              </>
            ) : (
              <Badge tone="neutral">{t("unassigned")}</Badge>
            );
          },
          sortValue: (row) => assigned(row)?.name.toLowerCase() ?? "",
          phone: "status",
        },
        { key: "location", header: t("field.location"), cell: locationCell(locations), sortValue: (row) => row.location, hideOnMobile: true },
        {
          key: "price",
          header: t("field.price"),
          cell: (row) => {
            const amount = price(row);
            return amount === undefined ? "—" : t("perMonth", { price: format.money(amount) });
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
  const t = useT(networkListMessages);
  const { networks, locations } = resources;
  const search = useCallback((row: Located<Network>) => `${row.item.name} ${row.item.subnet} ${row.item.subnet_ipv6 ?? ""} ${row.item.vlan_id ?? ""}`, []);
  return (
    <LocatedResourceList
      text={{
        id: "vpcs-title",
        title: t("vpcs.title"),
        createLabel: t("vpcs.create"),
        createPath: "/network/create/vpc",
        emptyTitle: t("vpcs.emptyTitle"),
        emptyText: t("vpcs.emptyText"),
        searchPlaceholder: t("vpcs.search"),
      }}
      rows={networks}
      locations={locations}
      searchText={search}
      rowId={(network) => network.uuid}
      detailPath={(row) => `/network/vpc/${row.location}/${row.item.uuid}`}
      defaultSortKey="name"
      columns={[
        { key: "name", header: t("field.name"), cell: (row) => <ResourceName name={row.item.name} />, sortValue: (row) => row.item.name.toLowerCase() },
        { key: "default", header: t("field.default"), cell: (row) => (row.item.is_default ? <Badge tone="info">{t("default")}</Badge> : ""), sortValue: (row) => Number(row.item.is_default) },
        { key: "subnet", header: t("field.subnet4"), cell: (row) => <span className={styles.mono}>{row.item.subnet}</span>, sortValue: (row) => row.item.subnet, phone: "figure" },
        { key: "subnet6", header: t("field.subnet6"), cell: (row) => <span className={styles.mono}>{row.item.subnet_ipv6 ?? "—"}</span>, hideOnMobile: true },
        { key: "vlan", header: "VLAN", cell: (row) => row.item.vlan_id ?? "—", sortValue: (row) => row.item.vlan_id ?? 0, align: "end", hideOnMobile: true },
        { key: "location", header: t("field.location"), cell: locationCell(locations), sortValue: (row) => row.location, hideOnMobile: true },
        { key: "resources", header: t("field.resources"), cell: (row) => row.item.resources_count ?? 0, sortValue: (row) => row.item.resources_count ?? 0, align: "end", phone: "detail" },
      ]}
    />
  );
}

/** Load balancers: address, network, and how many rules and targets each has. */
export function LoadBalancerList({ resources }: { resources: NetworkResources }) {
  const tn = useT(networkMessages);
  const t = useT(networkListMessages);
  const { loadBalancers, networks, locations } = resources;
  const network = useCallback((row: Located<LoadBalancer>) => networkName(networks, row.location, row.item.network_uuid, tn), [networks, tn]);
  const search = useCallback((row: Located<LoadBalancer>) => `${lbName(row.item, tn)} ${row.item.private_address} ${network(row)}`, [network, tn]);
  return (
    <LocatedResourceList
      text={{
        id: "lbs-title",
        title: t("lbs.title"),
        createLabel: t("lbs.create"),
        createPath: "/network/create/load_balancer",
        emptyTitle: t("lbs.emptyTitle"),
        emptyText: t("lbs.emptyText"),
        searchPlaceholder: t("lbs.search"),
      }}
      rows={loadBalancers}
      locations={locations}
      searchText={search}
      rowId={(lb) => lb.uuid}
      detailPath={(row) => `/network/load_balancer/${row.location}/${row.item.uuid}`}
      defaultSortKey="name"
      columns={[
        { key: "name", header: t("field.name"), cell: (row) => <ResourceName name={lbName(row.item, tn)} />, sortValue: (row) => lbName(row.item, tn).toLowerCase() },
        { key: "address", header: t("field.address"), cell: (row) => <span className={styles.mono}>{row.item.private_address}</span>, sortValue: (row) => row.item.private_address, phone: "figure" },
        { key: "network", header: t("field.network"), cell: network, sortValue: (row) => network(row).toLowerCase(), hideOnMobile: true },
        { key: "location", header: t("field.location"), cell: locationCell(locations), sortValue: (row) => row.location, hideOnMobile: true },
        { key: "rules", header: t("field.rules"), cell: (row) => row.item.forwarding_rules.length, sortValue: (row) => row.item.forwarding_rules.length, align: "end", phone: "detail" },
        { key: "targets", header: t("field.targets"), cell: (row) => row.item.targets.length, sortValue: (row) => row.item.targets.length, align: "end", phone: "detail" },
      ]}
    />
  );
}

/** Firewalls: how many rules each has and the virtual machines it guards. */
export function FirewallList({ resources }: { resources: NetworkResources }) {
  const tn = useT(networkMessages);
  const t = useT(networkListMessages);
  const { firewalls, vms, locations } = resources;
  const guarded = useCallback(
    (row: Located<Firewall>) => {
      const uuids = new Set(row.item.resources_assigned.map((resource) => resource.resource_uuid));
      return vms.filter((vm) => vm.location === row.location && uuids.has(vm.item.uuid)).map((vm) => vm.item.name);
    },
    [vms],
  );
  const search = useCallback((row: Located<Firewall>) => `${firewallName(row.item, tn)} ${row.item.description ?? ""} ${guarded(row).join(" ")}`, [guarded, tn]);
  return (
    <LocatedResourceList
      text={{
        id: "firewalls-title",
        title: t("firewalls.title"),
        createLabel: t("firewalls.create"),
        createPath: "/network/create/firewall",
        emptyTitle: t("firewalls.emptyTitle"),
        emptyText: t("firewalls.emptyText"),
        searchPlaceholder: t("firewalls.search"),
      }}
      rows={firewalls}
      locations={locations}
      searchText={search}
      rowId={(firewall) => firewall.uuid}
      detailPath={(row) => `/network/firewall/${row.location}/${row.item.uuid}`}
      defaultSortKey="name"
      columns={[
        { key: "name", header: t("field.name"), cell: (row) => <ResourceName name={firewallName(row.item, tn)} />, sortValue: (row) => firewallName(row.item, tn).toLowerCase() },
        { key: "vms", header: t("firewalls.guards"), cell: (row) => guarded(row).join(", ") || "—", sortValue: (row) => guarded(row).length, hideOnMobile: true },
        { key: "location", header: t("field.location"), cell: locationCell(locations), sortValue: (row) => row.location, hideOnMobile: true },
        { key: "rules", header: t("field.rules"), cell: (row) => row.item.rules.length, sortValue: (row) => row.item.rules.length, align: "end", phone: "detail" },
      ]}
    />
  );
}
