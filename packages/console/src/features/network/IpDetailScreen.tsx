import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { Link, useNavigate, useParams } from "react-router";
import type { IpAddress } from "@cloudconsole/sdk";
import { vmQueries } from "@cloudconsole/sdk/query";
import { Button, Card, ConfirmDialog, CopyButton, DescriptionList, Inline, PageHeader, Select, Stack, linkClass } from "@cloudconsole/ui";
import { useApiClient } from "../../api/ApiClientContext";
import { useFormat } from "../../format";
import { locationName } from "../../shared/compute";
import { FLOATING_IP, IP_ASSIGNED_REFUSAL, IP_DISABLED } from "./constants";
import { backToNetwork } from "./create/shared";
import { MissingResource, RenameCard } from "./detail";
import { useAssignIp, useDeleteIp, useRenameIp, useUnassignIp } from "./mutations";
import { assignedResource, ipMonthlyPrice, ipName, lbName, serviceIp, serviceLocation, useNetworkResources, type NetworkResources } from "./queries";
import { plainName, ResourceName } from "../../shared/names";
import * as styles from "./network.css";

/** /network/ip_address/{location}/{uuid}: a Floating IP, its assignment, its name and its deletion. */
export function IpDetailScreen() {
  const { location = "", uuid = "" } = useParams();
  const resources = useNetworkResources();
  const ip = resources.ips.find((row) => row.location === location && row.item.uuid === uuid)?.item;
  if (!ip) return <MissingResource title={FLOATING_IP} text={`There is no ${FLOATING_IP} ${uuid} in ${location}. It may have been deleted.`} />;
  return <IpDetail key={ip.address} ip={ip} location={location} resources={resources} />;
}

function IpDetail({ ip, location, resources }: { ip: IpAddress; location: string; resources: NetworkResources }) {
  const format = useFormat();
  const navigate = useNavigate();
  const rename = useRenameIp(location, ip.address);
  const remove = useDeleteIp(location, ip.address);
  const target = assignedResource(resources, ip, location);
  const price = ipMonthlyPrice(resources.prices, ip, location);
  return (
    <Stack as="section" gap="lg" className={styles.screen} aria-labelledby="ip-title">
      <PageHeader
        className={styles.pageHeader}
        back={backToNetwork}
        title={
          <span id="ip-title">
            <ResourceName name={ipName(ip)} />
          </span>
        }
        subtitle={`${FLOATING_IP} · ${locationName(resources.locations, location)}`}
        actions={
          <ConfirmDialog
            title={`Delete the ${FLOATING_IP} ${ip.address}?`}
            description="The address goes back to the provider; you may not get it again. This cannot be undone."
            confirmLabel={`Delete ${FLOATING_IP}`}
            onConfirm={async () => {
              await remove.mutateAsync();
              await navigate("/network");
            }}
            trigger={<Button variant="danger" disabled={Boolean(ip.assigned_to)}>Delete</Button>}
          />
        }
      />
      {ip.assigned_to && <p className={styles.muted}>{IP_ASSIGNED_REFUSAL}</p>}
      <Card title="Details" stack>
        <DescriptionList
          items={[
            { term: "Address", description: <Inline gap="xs"><span className={styles.mono}>{ip.address}</span><CopyButton text={ip.address} aria-label="Copy address" /></Inline> },
            { term: "Name", description: ip.name ? <ResourceName name={ip.name} /> : "—" },
            { term: "Version", description: ip.is_ipv6 ? "IPv6" : "IPv4" },
            { term: "Type", description: ip.type === "private" ? "Private" : "Public" },
            { term: "Enabled", description: ip.enabled ? "Yes" : IP_DISABLED },
            { term: "Billing account", description: <ResourceName name={resources.accountName(ip.billing_account_id)} /> },
            {
              term: "Assigned to",
              description: target ? (
                <>
                  {target.kind}: <ResourceName name={target.name} /> ({ip.assigned_to_private_ip ?? "—"})
                </>
              ) : (
                "Not assigned"
              ),
            },
            { term: "Price", description: price === undefined ? "—" : `${format.money(price)}/month (${ip.assigned_to ? "assigned" : "unassigned"})` },
            { term: "Created", description: format.dateTime(ip.created_at) },
          ]}
        />
      </Card>
      <AssignmentCard ip={ip} location={location} resources={resources} />
      <RenameCard name={ip.name} required={false} pending={rename.isPending} onRename={(name) => rename.mutate(name)} description={`Optional: how you tell this ${FLOATING_IP} apart.`} />
    </Stack>
  );
}

/** Something in this location a Floating IP can point at, with the private IPs it has. */
interface Assignable {
  key: string;
  group: "Virtual machines" | "Load balancers" | "Managed services";
  name: string;
  privateIps: string[];
  /** A VM's other interfaces may add private IPs: they are asked for once it is chosen. */
  vmUuid?: string;
}

function assignables({ vms, loadBalancers, services }: NetworkResources, location: string): Assignable[] {
  const list: Assignable[] = [];
  for (const row of vms) if (row.location === location && row.item.private_ipv4) list.push({ key: `vm:${row.item.uuid}`, group: "Virtual machines", name: row.item.name, privateIps: [row.item.private_ipv4], vmUuid: row.item.uuid });
  for (const row of loadBalancers) if (row.location === location) list.push({ key: `lb:${row.item.uuid}`, group: "Load balancers", name: lbName(row.item), privateIps: [row.item.private_address] });
  for (const service of services) {
    const ip = serviceIp(service);
    if (ip && serviceLocation(service) === location) list.push({ key: `service:${service.uuid}`, group: "Managed services", name: service.display_name, privateIps: [ip] });
  }
  return list;
}

/** Assigns the IP to a VM, load balancer or service by name (and private IP, where it has several), or unassigns it. */
function AssignmentCard({ ip, location, resources }: { ip: IpAddress; location: string; resources: NetworkResources }) {
  const assign = useAssignIp(location, ip.address);
  const unassign = useUnassignIp(location, ip.address);
  const choices = assignables(resources, location);
  const [chosen, setChosen] = useState("");
  const [privateIp, setPrivateIp] = useState("");
  const resource = choices.find((choice) => choice.key === chosen);
  const privateIps = usePrivateIps(location, resource);
  const target = assignedResource(resources, ip, location);
  if (target) {
    return (
      <Card title="Assignment" stack>
        <p>
          Assigned to the {target.kind.toLowerCase()}{" "}
          {target.href ? (
            <Link className={linkClass} to={target.href}>
              <ResourceName name={target.name} />
            </Link>
          ) : (
            <ResourceName name={target.name} />
          )}{" "}
          at <span className={styles.mono}>{ip.assigned_to_private_ip ?? "—"}</span>.
        </p>
        <Inline>
          <Button variant="secondary" loading={unassign.isPending} onClick={() => unassign.mutate()}>
            Unassign
          </Button>
        </Inline>
      </Card>
    );
  }
  const address = privateIps.includes(privateIp) ? privateIp : privateIps[0];
  const groups = ["Virtual machines", "Load balancers", "Managed services"] as const;
  return (
    <Card title="Assignment" description="Point this address at a virtual machine, a load balancer or a managed service in the same location." stack>
      {choices.length === 0 ? (
        <p className={styles.muted}>There is nothing in this location to assign it to yet.</p>
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
          <Select fieldClassName={styles.growField} label="Assign to" value={chosen} onChange={(event) => setChosen(event.target.value)}>
            <option value="">Choose a resource</option>
            {groups.map((group) => {
              const members = choices.filter((choice) => choice.group === group);
              return members.length === 0 ? null : (
                <optgroup key={group} label={group}>
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
            <Select fieldClassName={styles.growField} label="Private IP" value={address} onChange={(event) => setPrivateIp(event.target.value)}>
              {privateIps.map((candidate) => (
                <option key={candidate} value={candidate}>
                  {candidate}
                </option>
              ))}
            </Select>
          )}
          <Button type="submit" variant="primary" disabled={!resource} loading={assign.isPending}>
            Assign
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
