import { useState } from "react";
import { Link, useParams } from "react-router";
import type { LoadBalancer } from "@cloudconsole/sdk";
import { Button, Card, DescriptionList, Inline, PageHeader, Stack, linkClass } from "@cloudconsole/ui";
import { useFormat } from "../../format";
import { locationName } from "../../shared/compute";
import { BillingAccountSelect } from "../billing";
import { backToNetwork } from "./create/shared";
import { DeleteAndReturn, MissingResource, RenameCard } from "./detail";
import { LbRulesCard } from "./LbRulesCard";
import { LbTargetsCard } from "./LbTargetsCard";
import { useDeleteLoadBalancer, useRenameLoadBalancer, useSetLoadBalancerAccount } from "./mutations";
import { lbName, monthlyPrice, networkName, useNetworkResources, type NetworkResources } from "./queries";
import { plainName, ResourceName } from "../../shared/names";
import * as styles from "./network.css";

/** /network/load_balancer/{location}/{uuid}: a load balancer, its rules and targets changed in place, its name, billing account and deletion. */
export function LoadBalancerDetailScreen() {
  const { location = "", uuid = "" } = useParams();
  const resources = useNetworkResources();
  const lb = resources.loadBalancers.find((row) => row.location === location && row.item.uuid === uuid)?.item;
  if (!lb) return <MissingResource title="Load balancer" text={`There is no load balancer ${uuid} in ${location}. It may have been deleted.`} />;
  return <LoadBalancerDetail key={lb.uuid} lb={lb} location={location} resources={resources} />;
}

function LoadBalancerDetail({ lb, location, resources }: { lb: LoadBalancer; location: string; resources: NetworkResources }) {
  const format = useFormat();
  const rename = useRenameLoadBalancer(location, lb.uuid);
  const remove = useDeleteLoadBalancer(location, lb.uuid);
  const name = lbName(lb);
  const publicIps = resources.ips.filter((row) => row.location === location && row.item.assigned_to === lb.uuid).map((row) => row.item.address);
  const price = monthlyPrice(resources.prices, "LOAD_BALANCER", location);
  return (
    <Stack as="section" gap="lg" className={styles.screen} aria-labelledby="lb-title">
      <PageHeader
        className={styles.pageHeader}
        back={backToNetwork}
        title={
          <span id="lb-title">
            <ResourceName name={name} />
          </span>
        }
        subtitle={`Load balancer · ${locationName(resources.locations, location)}`}
        actions={
          <DeleteAndReturn
            title={`Delete the load balancer “${plainName(name)}”?`}
            description="Connections to it stop, and its reserved public IP is released. This cannot be undone."
            confirmLabel="Delete load balancer"
            onDelete={() => remove.mutateAsync()}
          />
        }
      />
      <Card title="Details" stack>
        <DescriptionList
          items={[
            { term: "Private address", description: <span className={styles.mono}>{lb.private_address}</span> },
            { term: "Public IP", description: publicIps.length > 0 ? <span className={styles.mono}>{publicIps.join(", ")}</span> : "None" },
            {
              term: "Network",
              description: (
                <Link className={linkClass} to={`/network/vpc/${location}/${lb.network_uuid ?? ""}`}>
                  <ResourceName name={networkName(resources.networks, location, lb.network_uuid)} />
                </Link>
              ),
            },
            { term: "Billing account", description: <ResourceName name={resources.accountName(lb.billing_account_id)} /> },
            { term: "Price", description: price === undefined ? "—" : `${format.money(price)}/month` },
            { term: "Created", description: format.dateTime(lb.created_at) },
          ]}
        />
      </Card>
      <LbRulesCard lb={lb} location={location} />
      <LbTargetsCard lb={lb} location={location} resources={resources} />
      <RenameCard name={lb.display_name ?? ""} pending={rename.isPending} onRename={(value) => rename.mutate(value)} />
      <BillingAccountCard lb={lb} location={location} resources={resources} />
    </Stack>
  );
}

function BillingAccountCard({ lb, location, resources }: { lb: LoadBalancer; location: string; resources: NetworkResources }) {
  const change = useSetLoadBalancerAccount(location, lb.uuid);
  const [account, setAccount] = useState(String(lb.billing_account_id ?? ""));
  return (
    <Card title="Billing account" description="The account the load balancer is charged to." stack>
      <Inline
        as="form"
        gap="sm"
        align="end"
        onSubmit={(event) => {
          event.preventDefault();
          if (account) change.mutate(Number(account));
        }}
      >
        <BillingAccountSelect fieldClassName={styles.growField} accounts={resources.accounts} value={account} onChange={(event) => setAccount(event.target.value)} />
        <Button type="submit" variant="secondary" disabled={!account || account === String(lb.billing_account_id)} loading={change.isPending}>
          Change billing account
        </Button>
      </Inline>
    </Card>
  );
}
