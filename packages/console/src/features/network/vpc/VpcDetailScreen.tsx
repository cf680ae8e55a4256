import { useParams } from "react-router";
import type { Network } from "@cloudconsole/sdk";
import { Badge, Button, Card, DescriptionList, Stack, Table } from "@cloudconsole/ui";
import { useFormat } from "../../../format";
import { useT } from "../../../i18n";
import { locationName, StatusBadge, useComputeStatusDisplay } from "../../../shared/compute";
import { plainName, ResourceName } from "../../../shared/names";
import { MissingResource, NetworkDetailHeader, RenameCard } from "../detail";
import { routerLink } from "../listing";
import { networkMessages } from "../messages";
import { useDeleteVpc, useMakeVpcDefault, useRenameVpc } from "../mutations/vpc";
import { lbName, useNetworkResources, type NetworkResources } from "../queries";
import { networkVpcMessages } from "./messages";
import * as styles from "../network.css";

/** /network/vpc/{location}/{uuid}: a private network, the VMs and load balancers in it, its name, default and deletion. */
export function VpcDetailScreen() {
  const { location = "", uuid = "" } = useParams();
  const t = useT(networkVpcMessages);
  const resources = useNetworkResources();
  const network = resources.networks.find((row) => row.location === location && row.item.uuid === uuid)?.item;
  if (!network) return <MissingResource title={t("kind")} text={t("missing", { uuid, location })} />;
  return <VpcDetail key={network.uuid} network={network} location={location} resources={resources} />;
}

function VpcDetail({ network, location, resources }: { network: Network; location: string; resources: NetworkResources }) {
  const t = useT(networkVpcMessages);
  const vmStatus = useComputeStatusDisplay().vm;
  const tn = useT(networkMessages);
  const format = useFormat();
  const rename = useRenameVpc(location, network.uuid);
  const makeDefault = useMakeVpcDefault(location, network.uuid);
  const remove = useDeleteVpc(location, network.uuid);
  const members = new Set(network.vm_uuids ?? []);
  const vms = resources.vms.filter((row) => row.location === location && members.has(row.item.uuid));
  const loadBalancers = resources.loadBalancers.filter((row) => row.location === location && row.item.network_uuid === network.uuid);
  const count = network.resources_count ?? vms.length + loadBalancers.length;
  const refusal = network.is_default ? t("defaultRefusal") : count > 0 ? t("busyRefusal") : undefined;
  return (
    <Stack as="section" gap="lg" className={styles.screen} aria-labelledby="vpc-title">
      <NetworkDetailHeader
        titleId="vpc-title"
        name={network.name}
        badge={network.is_default ? <Badge tone="info">{t("default")}</Badge> : undefined}
        subtitle={t("subtitle", { location: locationName(resources.locations, location) })}
        actions={
          !network.is_default && (
            <Button variant="secondary" loading={makeDefault.isPending} onClick={() => makeDefault.mutate()}>
              {t("makeDefault")}
            </Button>
          )
        }
        remove={{ title: t("delete.title", { name: plainName(network.name) }), description: t("delete.text"), confirmLabel: t("delete.confirm"), onDelete: () => remove.mutateAsync(), disabled: refusal !== undefined }}
      />
      {refusal && <p className={styles.muted}>{refusal}</p>}
      <Card title={t("details")} stack>
        <DescriptionList
          items={[
            { term: t("field.type"), description: network.type === undefined ? "—" : network.type === "public" ? t("public") : t("private") },
            { term: t("field.subnet4"), description: <span className={styles.mono}>{network.subnet}</span> },
            { term: t("field.subnet6"), description: <span className={styles.mono}>{network.subnet_ipv6 ?? "—"}</span> },
            { term: "VLAN", description: network.vlan_id ?? "—" },
            { term: t("field.default"), description: network.is_default ? t("default.yes") : t("no") },
            { term: t("field.resources"), description: count },
            { term: t("field.created"), description: format.dateTime(network.created_at) },
          ]}
        />
      </Card>
      <Card title={t("vms")} stack>
        <Table
          caption={t("vms.caption")}
          captionHidden
          dense
          rows={vms}
          rowKey={(row) => row.item.uuid}
          rowHref={(row) => `/compute/vm/${location}/${row.item.uuid}`}
          renderLink={routerLink}
          emptyText={t("vms.empty")}
          defaultSort={{ key: "name", direction: "ascending" }}
          columns={[
            { key: "name", header: t("field.name"), cell: (row) => <ResourceName name={row.item.name} />, sortValue: (row) => row.item.name.toLowerCase() },
            { key: "status", header: t("field.status"), cell: (row) => <StatusBadge {...vmStatus(row.item.status)} /> },
            { key: "ip", header: t("field.privateIp"), cell: (row) => <span className={styles.mono}>{row.item.private_ipv4 || "—"}</span> },
          ]}
        />
      </Card>
      <Card title={t("lbs")} stack>
        <Table
          caption={t("lbs.caption")}
          captionHidden
          dense
          rows={loadBalancers}
          rowKey={(row) => row.item.uuid}
          rowHref={(row) => `/network/load_balancer/${location}/${row.item.uuid}`}
          renderLink={routerLink}
          emptyText={t("lbs.empty")}
          columns={[
            { key: "name", header: t("field.name"), cell: (row) => <ResourceName name={lbName(row.item, tn)} /> },
            { key: "address", header: t("field.address"), cell: (row) => <span className={styles.mono}>{row.item.private_address}</span> },
          ]}
        />
      </Card>
      <RenameCard name={network.name} pending={rename.isPending} onRename={(name) => rename.mutate(name)} />
    </Stack>
  );
}
