import { useNavigate, useParams } from "react-router";
import type { Network } from "@cloudconsole/sdk";
import { Badge, Button, Card, ConfirmDialog, DescriptionList, PageHeader, Stack, Table } from "@cloudconsole/ui";
import { useFormat } from "../../format";
import { locationName, StatusBadge, vmStatusDisplay } from "../../shared/compute";
import { VPC_BUSY_REFUSAL, VPC_DEFAULT_REFUSAL } from "./constants";
import { backToNetwork } from "./create/shared";
import { MissingResource, RenameCard } from "./detail";
import { routerLink } from "./listing";
import { useDeleteVpc, useMakeVpcDefault, useRenameVpc } from "./mutations";
import { lbName, useNetworkResources, type NetworkResources } from "./queries";
import { plainName, ResourceName } from "../../shared/names";
import * as styles from "./network.css";

/** /network/vpc/{location}/{uuid}: a private network, the VMs and load balancers in it, its name, default and deletion. */
export function VpcDetailScreen() {
  const { location = "", uuid = "" } = useParams();
  const resources = useNetworkResources();
  const network = resources.networks.find((row) => row.location === location && row.item.uuid === uuid)?.item;
  if (!network) return <MissingResource title="VPC network" text={`There is no VPC network ${uuid} in ${location}. It may have been deleted.`} />;
  return <VpcDetail key={network.uuid} network={network} location={location} resources={resources} />;
}

function VpcDetail({ network, location, resources }: { network: Network; location: string; resources: NetworkResources }) {
  const format = useFormat();
  const navigate = useNavigate();
  const rename = useRenameVpc(location, network.uuid);
  const makeDefault = useMakeVpcDefault(location, network.uuid);
  const remove = useDeleteVpc(location, network.uuid);
  const members = new Set(network.vm_uuids ?? []);
  const vms = resources.vms.filter((row) => row.location === location && members.has(row.item.uuid));
  const loadBalancers = resources.loadBalancers.filter((row) => row.location === location && row.item.network_uuid === network.uuid);
  const count = network.resources_count ?? vms.length + loadBalancers.length;
  const refusal = network.is_default ? VPC_DEFAULT_REFUSAL : count > 0 ? VPC_BUSY_REFUSAL : undefined;
  return (
    <Stack as="section" gap="lg" className={styles.screen} aria-labelledby="vpc-title">
      <PageHeader
        className={styles.pageHeader}
        back={backToNetwork}
        title={
          <span id="vpc-title">
            <ResourceName name={network.name} />
          </span>
        }
        badge={network.is_default ? <Badge tone="info">Default</Badge> : undefined}
        subtitle={`VPC network · ${locationName(resources.locations, location)}`}
        actions={
          <>
            {!network.is_default && (
              <Button variant="secondary" loading={makeDefault.isPending} onClick={() => makeDefault.mutate()}>
                Make default
              </Button>
            )}
            <ConfirmDialog
              title={`Delete the VPC network “${plainName(network.name)}”?`}
              description="This cannot be undone."
              confirmLabel="Delete VPC network"
              onConfirm={async () => {
                await remove.mutateAsync();
                await navigate("/network");
              }}
              trigger={<Button variant="danger" disabled={refusal !== undefined}>Delete</Button>}
            />
          </>
        }
      />
      {refusal && <p className={styles.muted}>{refusal}</p>}
      <Card title="Details" stack>
        <DescriptionList
          items={[
            { term: "Type", description: network.type === undefined ? "—" : network.type === "public" ? "Public" : "Private" },
            { term: "Subnet (IPv4)", description: <span className={styles.mono}>{network.subnet}</span> },
            { term: "Subnet (IPv6)", description: <span className={styles.mono}>{network.subnet_ipv6 ?? "—"}</span> },
            { term: "VLAN", description: network.vlan_id ?? "—" },
            { term: "Default", description: network.is_default ? "Yes: new resources join it unless told otherwise" : "No" },
            { term: "Resources", description: count },
            { term: "Created", description: format.dateTime(network.created_at) },
          ]}
        />
      </Card>
      <Card title="Virtual machines" stack>
        <Table
          caption="Virtual machines in this network"
          captionHidden
          dense
          rows={vms}
          rowKey={(row) => row.item.uuid}
          rowHref={(row) => `/compute/vm/${location}/${row.item.uuid}`}
          renderLink={routerLink}
          emptyText="No virtual machines in this network."
          defaultSort={{ key: "name", direction: "ascending" }}
          columns={[
            { key: "name", header: "Name", cell: (row) => <ResourceName name={row.item.name} />, sortValue: (row) => row.item.name.toLowerCase() },
            { key: "status", header: "Status", cell: (row) => <StatusBadge {...vmStatusDisplay(row.item.status)} /> },
            { key: "ip", header: "Private IP", cell: (row) => <span className={styles.mono}>{row.item.private_ipv4 || "—"}</span> },
          ]}
        />
      </Card>
      <Card title="Load balancers" stack>
        <Table
          caption="Load balancers in this network"
          captionHidden
          dense
          rows={loadBalancers}
          rowKey={(row) => row.item.uuid}
          rowHref={(row) => `/network/load_balancer/${location}/${row.item.uuid}`}
          renderLink={routerLink}
          emptyText="No load balancers in this network."
          columns={[
            { key: "name", header: "Name", cell: (row) => <ResourceName name={lbName(row.item)} /> },
            { key: "address", header: "Address", cell: (row) => <span className={styles.mono}>{row.item.private_address}</span> },
          ]}
        />
      </Card>
      <RenameCard name={network.name} pending={rename.isPending} onRename={(name) => rename.mutate(name)} />
    </Stack>
  );
}
