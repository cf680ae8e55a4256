import { PageHeader, Stack } from "@cloudconsole/ui";
import { useUiConfig } from "../../../config/ConfigLayout";
import { useT } from "../../../i18n";
import { PlaceholderScreen } from "../../../screens/PlaceholderScreen";
import { networkKinds } from "../kinds";
import { useNetworkResources } from "../queries";
import { FirewallList, IpList, LoadBalancerList, VpcList } from "./NetworkLists";
import { networkListMessages } from "./messages";
import * as styles from "../network.css";

/** /network: the Floating IPs, VPC networks, load balancers and firewalls this site enables; with none enabled the page does not exist. */
export function NetworkScreen() {
  const t = useT(networkListMessages);
  const kinds = networkKinds(useUiConfig());
  if (!kinds.ips && !kinds.vpcs && !kinds.loadBalancers && !kinds.firewalls) return <PlaceholderScreen title={t("pageNotFound")} message={t("pageNotFoundText")} />;
  return <NetworkLists />;
}

/** Each enabled list, filterable and sortable. */
function NetworkLists() {
  const t = useT(networkListMessages);
  const resources = useNetworkResources();
  const { kinds } = resources;
  return (
    <Stack as="section" gap="xl" className={styles.screen} aria-labelledby="network-title">
      <PageHeader className={styles.pageHeader} title={<span id="network-title">{t("title")}</span>} subtitle={t("subtitle")} />
      {kinds.ips && <IpList resources={resources} />}
      {kinds.vpcs && <VpcList resources={resources} />}
      {kinds.loadBalancers && <LoadBalancerList resources={resources} />}
      {kinds.firewalls && <FirewallList resources={resources} />}
    </Stack>
  );
}
