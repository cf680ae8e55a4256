import type { ReactNode } from "react";
import { useQuery } from "@tanstack/react-query";
import type { VirtualMachine } from "@cloudconsole/sdk";
import { Card, DescriptionList } from "@cloudconsole/ui";
import { useApiClient } from "../../../api/ApiClientContext";
import { useUiConfig } from "../../../config/ConfigLayout";
import { computeCatalogQueries } from "../queries";
import { formatMemory } from "../vmFilter";
import { useBillingAccountTitles } from "../VmList";
import { formatMoney, vmPrice } from "../VmCreate/pricing";
import * as styles from "./VmDetail.css";

/** The floating IPs assigned to a VM (they live in the network domain's list of its location). */
export function useAssignedFloatingIps(location: string, uuid: string) {
  const client = useApiClient();
  return useQuery({ ...computeCatalogQueries.floatingIps(client, location), select: (ips) => ips.filter((ip) => ip.assigned_to === uuid) });
}

/** Status, specs, addresses, OS, login, billing account and price of a VM. */
export function VmOverview({ vm, location }: { vm: VirtualMachine; location: string }) {
  const client = useApiClient();
  const config = useUiConfig();
  const accounts = useBillingAccountTitles();
  const prices = useQuery(computeCatalogQueries.prices(client)).data;
  const floatingIps = useAssignedFloatingIps(location, vm.uuid).data;
  const diskGb = (vm.storage ?? []).reduce((total, disk) => total + disk.size, 0);
  const price = prices ? vmPrice(prices, { vcpu: vm.vcpu, ramMb: vm.memory, diskGb: diskGb || 1, windows: vm.os_name === "windows", publicIp: Boolean(floatingIps?.length) }) : undefined;
  const money = (amount: number, precise = false) => formatMoney(amount, { locale: config.siteLocale, currency: config.siteCurrency, precise });
  const account = accounts?.find((candidate) => candidate.id === vm.billing_account);
  const rows: [string, ReactNode][] = [
    // First: it is the owner's own words about the machine (edited on the settings tab).
    ["Description", vm.description || "—"],
    ["vCPU", vm.vcpu],
    ["RAM", formatMemory(vm.memory)],
    ["Disks", `${vm.storage?.length ?? 0} (${diskGb} GB)`],
    ["Operating system", `${vm.os_name} ${vm.os_version}`],
    ["Username", vm.username || "—"],
    ["Hostname", vm.hostname || "—"],
    ["Private IPv4", vm.private_ipv4 || "—"],
    ["Public IPv6", vm.public_ipv6 || "—"],
    ["Floating IPs", floatingIps?.length ? floatingIps.map((ip) => ip.address).join(", ") : "—"],
    ["Billing account", account ? account.title : vm.billing_account !== undefined ? `#${vm.billing_account}` : "—"],
    ["Price", price ? `${money(price.monthly)} / month (${money(price.hourly, true)} / hour)` : "—"],
    ["Created", vm.created_at ?? "—"],
  ];
  return (
    <Card as="section" stack aria-labelledby="overview-title">
      <h2 id="overview-title" className={styles.cardTitle}>
        Overview
      </h2>
      <DescriptionList items={rows.map(([term, description]) => ({ term, description }))} />
    </Card>
  );
}
