import { useParams } from "react-router";
import type { Firewall } from "@cloudconsole/sdk";
import { Card, DescriptionList, Stack } from "@cloudconsole/ui";
import { useFormat } from "../../../format";
import { useT } from "../../../i18n";
import { locationName } from "../../../shared/compute";
import { plainName, ResourceName } from "../../../shared/names";
import { MissingResource, NetworkDetailHeader, RenameCard } from "../detail";
import { useDeleteFirewall, useRenameFirewall } from "../firewallMutations";
import { networkMessages } from "../messages";
import { firewallName, useNetworkResources, type NetworkResources } from "../queries";
import { FirewallRulesCard } from "./FirewallRulesCard";
import { FirewallVmsCard } from "./FirewallVmsCard";
import { networkFirewallMessages } from "./messages";
import * as styles from "../network.css";

/** /network/firewall/{location}/{uuid}: a firewall, its rules edited in place, the VMs it guards, its name and deletion. */
export function FirewallDetailScreen() {
  const { location = "", uuid = "" } = useParams();
  const t = useT(networkFirewallMessages);
  const resources = useNetworkResources();
  // The API reads firewalls only as a location's list: the firewall is found there.
  const firewall = resources.firewalls.find((row) => row.location === location && row.item.uuid === uuid)?.item;
  if (!firewall) return <MissingResource title={t("kind")} text={t("missing", { uuid, location })} />;
  return <FirewallDetail key={firewall.uuid} firewall={firewall} location={location} resources={resources} />;
}

function FirewallDetail({ firewall, location, resources }: { firewall: Firewall; location: string; resources: NetworkResources }) {
  const t = useT(networkFirewallMessages);
  const tn = useT(networkMessages);
  const format = useFormat();
  const rename = useRenameFirewall(location, firewall.uuid);
  const remove = useDeleteFirewall(location, firewall.uuid);
  const name = firewallName(firewall, tn);
  return (
    <Stack as="section" gap="lg" className={styles.screen} aria-labelledby="firewall-title">
      <NetworkDetailHeader
        titleId="firewall-title"
        name={name}
        subtitle={t("subtitle", { location: locationName(resources.locations, location) })}
        remove={{ title: t("delete.title", { name: plainName(name) }), description: t("delete.text"), confirmLabel: t("delete.confirm"), onDelete: () => remove.mutateAsync() }}
      />
      <Card title={t("details")} stack>
        <DescriptionList
          items={[
            { term: t("field.description"), description: firewall.description ? <ResourceName name={firewall.description} /> : "—" },
            { term: t("rules"), description: firewall.rules.length },
            { term: t("vms"), description: firewall.resources_assigned.length },
            { term: t("field.billingAccount"), description: <ResourceName name={resources.accountName(firewall.billing_account_id)} /> },
            { term: t("field.created"), description: firewall.created_at ? format.dateTime(firewall.created_at) : "—" },
          ]}
        />
      </Card>
      <FirewallRulesCard firewall={firewall} location={location} />
      <FirewallVmsCard firewall={firewall} location={location} resources={resources} />
      <RenameCard name={firewall.display_name} pending={rename.isPending} onRename={(value) => rename.mutate(value)} />
    </Stack>
  );
}
