import type { ReactNode } from "react";
import { Link } from "react-router";
import { useQuery } from "@tanstack/react-query";
import type { VirtualMachine } from "@cloudconsole/sdk";
import { Card, DescriptionList, Inline, linkClass } from "@cloudconsole/ui";
import { useApiClient } from "../../../api/ApiClientContext";
import { useFormat } from "../../../format";
import { billingAccountQueries } from "../../billing";
import { computeCatalogQueries } from "../queries";
import { vmPrice } from "../VmCreate/pricing";
import { ResourceName } from "../../../shared/names";
import { useT } from "../../../i18n";
import { vmDetailMessages } from "./messages";

/** The floating IPs assigned to a VM (they live in the network domain's list of its location). */
export function useAssignedFloatingIps(location: string, uuid: string) {
  const client = useApiClient();
  return useQuery({ ...computeCatalogQueries.floatingIps(client, location), select: (ips) => ips.filter((ip) => ip.assigned_to === uuid && !ip.is_deleted) });
}

/** The saved SSH keys a VM was created with, each by name, linking to the profile where keys are kept. */
function SshKeyNames({ keys }: { keys: NonNullable<VirtualMachine["ssh_keys"]> }) {
  if (keys.length === 0) return "—";
  return (
    <Inline>
      {keys.map((key) => (
        <Link key={key.uuid} className={linkClass} to="/profile">
          <ResourceName name={key.name} />
        </Link>
      ))}
    </Inline>
  );
}

/** Licences the platform names by code, in words; another code is shown as it came. */
const LICENCE_NAMES: Record<string, string> = { WINDOWS: "Windows" };

/** A VM's licence type: `none` for an OS that needs no licence (`license_type` null or absent). */
export function licenceText(licenseType: string | null | undefined, none: string): string {
  if (!licenseType) return none;
  return Object.hasOwn(LICENCE_NAMES, licenseType) ? (LICENCE_NAMES[licenseType] ?? licenseType) : licenseType;
}

/**
 * Status, specs, addresses (MAC too), OS and its licence, login (with its saved SSH keys), how it boots, billing account and price of a VM; what
 * is still loading shows as a dash. An ISO boots once, so the boot row shows only while the VM runs from one.
 */
export function VmOverview({ vm, location }: { vm: VirtualMachine; location: string }) {
  const client = useApiClient();
  const t = useT(vmDetailMessages);
  const format = useFormat();
  const accounts = useQuery(billingAccountQueries.list(client)).data;
  const prices = useQuery(computeCatalogQueries.prices(client)).data;
  const floatingIps = useAssignedFloatingIps(location, vm.uuid).data;
  const diskGb = (vm.storage ?? []).reduce((total, disk) => total + disk.size, 0);
  const price = prices ? vmPrice(prices, { vcpu: vm.vcpu, ramMb: vm.memory, diskGb: diskGb || 1, windows: vm.os_name === "windows", publicIp: Boolean(floatingIps?.length) }) : undefined;
  const account = accounts?.find((candidate) => candidate.id === vm.billing_account);
  const rows: [string, ReactNode][] = [
    // First: it is the owner's own words about the machine (edited on the settings tab).
    [t("overview.description"), vm.description ? <ResourceName name={vm.description} /> : "—"],
    ["vCPU", vm.vcpu],
    ["RAM", format.memory(vm.memory)],
    [t("overview.disks"), t("overview.disksValue", { count: vm.storage?.length ?? 0, size: diskGb })],
    [t("overview.os"), `${vm.os_name} ${vm.os_version}`],
    [t("overview.licence"), licenceText(vm.license_type, t("overview.licenceNone"))],
    [t("overview.username"), vm.username || "—"],
    [t("overview.sshKeys"), <SshKeyNames keys={vm.ssh_keys ?? []} />],
    ...(vm.boot_iso ? [[t("overview.boot"), <>{t("overview.bootedFromIso")} <ResourceName name={vm.boot_iso.name} /></>] satisfies [string, ReactNode]] : []),
    [t("overview.hostname"), vm.hostname || "—"],
    [t("overview.mac"), vm.mac || "—"],
    [t("overview.privateIpv4"), vm.private_ipv4 || "—"],
    [t("overview.publicIpv6"), vm.public_ipv6 || "—"],
    [t("overview.floatingIps"), floatingIps?.length ? floatingIps.map((ip) => ip.address).join(", ") : "—"],
    [t("overview.billingAccount"), account ? <ResourceName name={account.title} /> : vm.billing_account !== undefined ? `#${vm.billing_account}` : "—"],
    [t("overview.price"), price ? t("overview.priceValue", { monthly: format.money(price.monthly), hourly: format.money(price.hourly, { precise: true }) }) : "—"],
    [t("overview.created"), format.dateTime(vm.created_at)],
  ];
  return (
    <Card title={t("tab.overview")} stack>
      <DescriptionList items={rows.map(([term, description]) => ({ term, description }))} />
    </Card>
  );
}
