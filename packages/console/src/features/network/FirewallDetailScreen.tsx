import { useParams } from "react-router";
import type { Firewall } from "@cloudconsole/sdk";
import { Card, DescriptionList, PageHeader, Stack } from "@cloudconsole/ui";
import { useFormat } from "../../format";
import { locationName } from "../../shared/compute";
import { backToNetwork } from "./create/shared";
import { DeleteAndReturn, MissingResource, RenameCard } from "./detail";
import { FirewallRulesCard } from "./FirewallRulesCard";
import { FirewallVmsCard } from "./FirewallVmsCard";
import { useDeleteFirewall, useRenameFirewall } from "./firewallMutations";
import { firewallName, useNetworkResources, type NetworkResources } from "./queries";
import { plainName, ResourceName } from "../../shared/names";
import * as styles from "./network.css";

/** /network/firewall/{location}/{uuid}: a firewall, its rules edited in place, the VMs it guards, its name and deletion. */
export function FirewallDetailScreen() {
  const { location = "", uuid = "" } = useParams();
  const resources = useNetworkResources();
  // The API reads firewalls only as a location's list: the firewall is found there.
  const firewall = resources.firewalls.find((row) => row.location === location && row.item.uuid === uuid)?.item;
  if (!firewall) return <MissingResource title="Firewall" text={`There is no firewall ${uuid} in ${location}. It may have been deleted.`} />;
  return <FirewallDetail key={firewall.uuid} firewall={firewall} location={location} resources={resources} />;
}

function FirewallDetail({ firewall, location, resources }: { firewall: Firewall; location: string; resources: NetworkResources }) {
  const format = useFormat();
  const rename = useRenameFirewall(location, firewall.uuid);
  const remove = useDeleteFirewall(location, firewall.uuid);
  const name = firewallName(firewall);
  return (
    <Stack as="section" gap="lg" className={styles.screen} aria-labelledby="firewall-title">
      <PageHeader
        className={styles.pageHeader}
        back={backToNetwork}
        title={
          <span id="firewall-title">
            <ResourceName name={name} />
          </span>
        }
        subtitle={`Firewall · ${locationName(resources.locations, location)}`}
        actions={
          <DeleteAndReturn
            title={`Delete the firewall “${plainName(name)}”?`}
            description="The virtual machines it guards are left without it. This cannot be undone."
            confirmLabel="Delete firewall"
            onDelete={() => remove.mutateAsync()}
          />
        }
      />
      <Card title="Details" stack>
        <DescriptionList
          items={[
            { term: "Description", description: firewall.description ? <ResourceName name={firewall.description} /> : "—" },
            { term: "Rules", description: firewall.rules.length },
            { term: "Virtual machines", description: firewall.resources_assigned.length },
            { term: "Billing account", description: <ResourceName name={resources.accountName(firewall.billing_account_id)} /> },
            { term: "Created", description: firewall.created_at ? format.dateTime(firewall.created_at) : "—" },
          ]}
        />
      </Card>
      <FirewallRulesCard firewall={firewall} location={location} />
      <FirewallVmsCard firewall={firewall} location={location} resources={resources} />
      <RenameCard name={firewall.display_name} pending={rename.isPending} onRename={(value) => rename.mutate(value)} />
    </Stack>
  );
}
