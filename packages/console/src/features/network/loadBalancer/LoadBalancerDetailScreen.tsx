import { useState } from "react";
import { Link, useParams } from "react-router";
import type { LoadBalancer } from "@cloudconsole/sdk";
import { Button, Card, DescriptionList, Inline, Stack, linkClass } from "@cloudconsole/ui";
import { useFormat } from "../../../format";
import { useT } from "../../../i18n";
import { locationName } from "../../../shared/compute";
import { plainName, ResourceName } from "../../../shared/names";
import { BillingAccountSelect } from "../../billing";
import { MissingResource, NetworkDetailHeader, RenameCard } from "../detail";
import { networkMessages } from "../messages";
import { useDeleteLoadBalancer, useRenameLoadBalancer, useSetLoadBalancerAccount } from "../mutations/loadBalancer";
import { lbName, monthlyPrice, networkName, useNetworkResources, type NetworkResources } from "../queries";
import { LbRulesCard } from "./LbRulesCard";
import { LbTargetsCard } from "./LbTargetsCard";
import { networkLoadBalancerMessages } from "./messages";
import * as styles from "../network.css";

/** /network/load_balancer/{location}/{uuid}: a load balancer, its rules and targets changed in place, its name, billing account and deletion. */
export function LoadBalancerDetailScreen() {
  const { location = "", uuid = "" } = useParams();
  const t = useT(networkLoadBalancerMessages);
  const resources = useNetworkResources();
  const lb = resources.loadBalancers.find((row) => row.location === location && row.item.uuid === uuid)?.item;
  if (!lb) return <MissingResource title={t("kind")} text={t("missing", { uuid, location })} />;
  return <LoadBalancerDetail key={lb.uuid} lb={lb} location={location} resources={resources} />;
}

function LoadBalancerDetail({ lb, location, resources }: { lb: LoadBalancer; location: string; resources: NetworkResources }) {
  const t = useT(networkLoadBalancerMessages);
  const tn = useT(networkMessages);
  const format = useFormat();
  const rename = useRenameLoadBalancer(location, lb.uuid);
  const remove = useDeleteLoadBalancer(location, lb.uuid);
  const name = lbName(lb, tn);
  const publicIps = resources.ips.filter((row) => row.location === location && row.item.assigned_to === lb.uuid).map((row) => row.item.address);
  const price = monthlyPrice(resources.prices, "LOAD_BALANCER", location);
  return (
    <Stack as="section" gap="lg" className={styles.screen} aria-labelledby="lb-title">
      <NetworkDetailHeader
        titleId="lb-title"
        name={name}
        subtitle={t("subtitle", { location: locationName(resources.locations, location) })}
        remove={{ title: t("delete.title", { name: plainName(name) }), description: t("delete.text"), confirmLabel: t("delete.confirm"), onDelete: () => remove.mutateAsync() }}
      />
      <Card title={t("details")} stack>
        <DescriptionList
          items={[
            { term: t("field.privateAddress"), description: <span className={styles.mono}>{lb.private_address}</span> },
            { term: t("field.publicIp"), description: publicIps.length > 0 ? <span className={styles.mono}>{publicIps.join(", ")}</span> : t("none") },
            {
              term: t("field.network"),
              description: (
                <Link className={linkClass} to={`/network/vpc/${location}/${lb.network_uuid ?? ""}`}>
                  <ResourceName name={networkName(resources.networks, location, lb.network_uuid, tn)} />
                </Link>
              ),
            },
            { term: t("field.billingAccount"), description: <ResourceName name={resources.accountName(lb.billing_account_id)} /> },
            { term: t("field.price"), description: price === undefined ? "—" : t("perMonth", { price: format.money(price) }) },
            { term: t("field.created"), description: format.dateTime(lb.created_at) },
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
  const t = useT(networkLoadBalancerMessages);
  const change = useSetLoadBalancerAccount(location, lb.uuid);
  const [account, setAccount] = useState(String(lb.billing_account_id ?? ""));
  return (
    <Card title={t("field.billingAccount")} description={t("account.hint")} stack>
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
          {t("account.change")}
        </Button>
      </Inline>
    </Card>
  );
}
