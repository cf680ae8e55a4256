import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { Link, useParams } from "react-router";
import type { IpAddress } from "@cloudconsole/sdk";
import { vmQueries } from "@cloudconsole/sdk/query";
import { Button, Card, CopyButton, DescriptionList, Inline, Select, Stack, linkClass } from "@cloudconsole/ui";
import { useApiClient } from "../../../api/ApiClientContext";
import { useFormat } from "../../../format";
import { useT } from "../../../i18n";
import { locationName } from "../../../shared/compute";
import { plainName, ResourceName } from "../../../shared/names";
import { MissingResource, NetworkDetailHeader, RenameCard } from "../detail";
import { networkMessages, type NetworkT } from "../messages";
import { useAssignIp, useDeleteIp, useRenameIp, useUnassignIp } from "../mutations/ip";
import { assignedResource, ipMonthlyPrice, ipName, lbName, serviceIp, serviceLocation, useNetworkResources, type AssignedType, type NetworkResources } from "../queries";
import { withElements } from "../richText";
import { networkIpMessages } from "./messages";
import * as styles from "../network.css";

/** /network/ip_address/{location}/{uuid}: a Floating IP, its assignment, its name and its deletion. */
export function IpDetailScreen() {
  const { location = "", uuid = "" } = useParams();
  const t = useT(networkIpMessages);
  const resources = useNetworkResources();
  const ip = resources.ips.find((row) => row.location === location && row.item.uuid === uuid)?.item;
  if (!ip) return <MissingResource title={t("kind")} text={t("missing", { uuid, location })} />;
  return <IpDetail key={ip.address} ip={ip} location={location} resources={resources} />;
}

function IpDetail({ ip, location, resources }: { ip: IpAddress; location: string; resources: NetworkResources }) {
  const t = useT(networkIpMessages);
  const tn = useT(networkMessages);
  const format = useFormat();
  const rename = useRenameIp(location, ip.address);
  const remove = useDeleteIp(location, ip.address);
  const target = assignedResource(resources, ip, location, tn);
  const price = ipMonthlyPrice(resources.prices, ip, location);
  return (
    <Stack as="section" gap="lg" className={styles.screen} aria-labelledby="ip-title">
      <NetworkDetailHeader
        titleId="ip-title"
        name={ipName(ip)}
        subtitle={t("subtitle", { location: locationName(resources.locations, location) })}
        remove={{ title: t("delete.title", { address: ip.address }), description: t("delete.text"), confirmLabel: t("delete.confirm"), onDelete: () => remove.mutateAsync(), disabled: Boolean(ip.assigned_to) }}
      />
      {ip.assigned_to && <p className={styles.muted}>{t("assignedRefusal")}</p>}
      <Card title={t("details")} stack>
        <DescriptionList
          items={[
            { term: t("field.address"), description: <Inline gap="xs"><span className={styles.mono}>{ip.address}</span><CopyButton text={ip.address} aria-label={t("copyAddress")} /></Inline> },
            { term: t("field.name"), description: ip.name ? <ResourceName name={ip.name} /> : "—" },
            { term: t("field.version"), description: ip.is_ipv6 ? "IPv6" : "IPv4" },
            { term: t("field.type"), description: ip.type === "private" ? t("private") : t("public") },
            { term: t("field.enabled"), description: ip.enabled ? t("yes") : t("disabled") },
            { term: t("field.billingAccount"), description: <ResourceName name={resources.accountName(ip.billing_account_id)} /> },
            {
              term: t("field.assignedTo"),
              description: target
                ? withElements((values) => t("assignedTo", values), { name: <ResourceName name={target.name} /> }, { type: target.type, ip: ip.assigned_to_private_ip ?? "—" })
                : t("notAssigned"),
            },
            { term: t("field.price"), description: price === undefined ? "—" : ip.assigned_to ? t("price.assigned", { price: format.money(price) }) : t("price.unassigned", { price: format.money(price) }) },
            { term: t("field.created"), description: format.dateTime(ip.created_at) },
          ]}
        />
      </Card>
      <AssignmentCard ip={ip} location={location} resources={resources} />
      <RenameCard name={ip.name} required={false} pending={rename.isPending} onRename={(name) => rename.mutate(name)} description={t("nameHint")} />
    </Stack>
  );
}

/** Something in this location a Floating IP can point at, with the private IPs it has. */
interface Assignable {
  key: string;
  type: AssignedType;
  name: string;
  privateIps: string[];
  /** A VM's other interfaces may add private IPs: they are asked for once it is chosen. */
  vmUuid?: string;
}

function assignables({ vms, loadBalancers, services }: NetworkResources, location: string, tn: NetworkT): Assignable[] {
  const list: Assignable[] = [];
  for (const row of vms) if (row.location === location && row.item.private_ipv4) list.push({ key: `vm:${row.item.uuid}`, type: "vm", name: row.item.name, privateIps: [row.item.private_ipv4], vmUuid: row.item.uuid });
  for (const row of loadBalancers) if (row.location === location) list.push({ key: `lb:${row.item.uuid}`, type: "load_balancer", name: lbName(row.item, tn), privateIps: [row.item.private_address] });
  for (const service of services) {
    const ip = serviceIp(service);
    if (ip && serviceLocation(service) === location) list.push({ key: `service:${service.uuid}`, type: "service", name: service.display_name, privateIps: [ip] });
  }
  return list;
}

/** Assigns the IP to a VM, load balancer or service by name (and private IP, where it has several), or unassigns it. */
function AssignmentCard({ ip, location, resources }: { ip: IpAddress; location: string; resources: NetworkResources }) {
  const t = useT(networkIpMessages);
  const tn = useT(networkMessages);
  const assign = useAssignIp(location, ip.address);
  const unassign = useUnassignIp(location, ip.address);
  const choices = assignables(resources, location, tn);
  const [chosen, setChosen] = useState("");
  const [privateIp, setPrivateIp] = useState("");
  const resource = choices.find((choice) => choice.key === chosen);
  const privateIps = usePrivateIps(location, resource);
  const target = assignedResource(resources, ip, location, tn);
  if (target) {
    const name = <ResourceName name={target.name} />;
    return (
      <Card title={t("assignment")} stack>
        <p>
          {withElements((values) => t("assignment.text", values), {
            name: target.href ? (
              <Link className={linkClass} to={target.href}>
                {name}
              </Link>
            ) : (
              name
            ),
            ip: <span className={styles.mono}>{ip.assigned_to_private_ip ?? "—"}</span>,
          }, { type: target.type })}
        </p>
        <Inline>
          <Button variant="secondary" loading={unassign.isPending} onClick={() => unassign.mutate()}>
            {t("unassign")}
          </Button>
        </Inline>
      </Card>
    );
  }
  const address = privateIps.includes(privateIp) ? privateIp : privateIps[0];
  const groups: readonly (readonly [AssignedType, string])[] = [
    ["vm", t("group.vms")],
    ["load_balancer", t("group.lbs")],
    ["service", t("group.services")],
  ];
  return (
    <Card title={t("assignment")} description={t("assignment.hint")} stack>
      {choices.length === 0 ? (
        <p className={styles.muted}>{t("assignment.nothing")}</p>
      ) : (
        <Inline
          as="form"
          gap="sm"
          align="end"
          onSubmit={(event) => {
            event.preventDefault();
            if (resource && address) assign.mutate({ privateIp: address, name: resource.name });
          }}
        >
          <Select fieldClassName={styles.growField} label={t("assignTo")} value={chosen} onChange={(event) => setChosen(event.target.value)}>
            <option value="">{t("chooseResource")}</option>
            {groups.map(([type, label]) => {
              const members = choices.filter((choice) => choice.type === type);
              return members.length === 0 ? null : (
                <optgroup key={type} label={label}>
                  {members.map((choice) => (
                    <option key={choice.key} value={choice.key}>
                      {plainName(choice.name)}
                    </option>
                  ))}
                </optgroup>
              );
            })}
          </Select>
          {privateIps.length > 1 && (
            <Select fieldClassName={styles.growField} label={t("field.privateIp")} value={address} onChange={(event) => setPrivateIp(event.target.value)}>
              {privateIps.map((candidate) => (
                <option key={candidate} value={candidate}>
                  {candidate}
                </option>
              ))}
            </Select>
          )}
          <Button type="submit" variant="primary" disabled={!resource} loading={assign.isPending}>
            {t("assign")}
          </Button>
        </Inline>
      )}
    </Card>
  );
}

/** The private IPs a Floating IP can point at on the chosen resource: for a VM, those of each of its interfaces too. */
function usePrivateIps(location: string, resource: Assignable | undefined): string[] {
  const client = useApiClient();
  const interfaces = useQuery({ ...vmQueries.interfaces(client, location, resource?.vmUuid ?? ""), enabled: resource?.vmUuid !== undefined });
  if (!resource) return [];
  const fromInterfaces = resource.vmUuid ? (interfaces.data ?? []).flatMap((nic) => (nic.private_ipv4 ? [nic.private_ipv4] : [])) : [];
  return [...new Set([...resource.privateIps, ...fromInterfaces])];
}
