import { PageHeader, Stack } from "@cloudconsole/ui";
import { useUiConfig } from "../../config/ConfigLayout";
import { NOT_FOUND_MESSAGE, PlaceholderScreen } from "../../screens/PlaceholderScreen";
import { networkKinds } from "./kinds";
import { FirewallList, IpList, LoadBalancerList, VpcList } from "./NetworkLists";
import { useNetworkResources } from "./queries";
import * as styles from "./network.css";

/** /network: the Floating IPs, VPC networks, load balancers and firewalls this site enables; with none enabled the page does not exist. */
export function NetworkScreen() {
  const kinds = networkKinds(useUiConfig());
  if (!kinds.ips && !kinds.vpcs && !kinds.loadBalancers && !kinds.firewalls) return <PlaceholderScreen title="Page not found" message={NOT_FOUND_MESSAGE} />;
  return <NetworkLists />;
}

/** Each enabled list, filterable and sortable. */
function NetworkLists() {
  const resources = useNetworkResources();
  const { kinds } = resources;
  return (
    <Stack as="section" gap="xl" className={styles.screen} aria-labelledby="network-title">
      <PageHeader className={styles.pageHeader} title={<span id="network-title">Network</span>} subtitle="Floating IPs, private VPC networks, load balancers and firewalls, in every location." />
      {kinds.ips && <IpList resources={resources} />}
      {kinds.vpcs && <VpcList resources={resources} />}
      {kinds.loadBalancers && <LoadBalancerList resources={resources} />}
      {kinds.firewalls && <FirewallList resources={resources} />}
    </Stack>
  );
}
