import { PageHeader, Stack } from "@cloudconsole/ui";
import { IpList, LoadBalancerList, VpcList } from "./NetworkLists";
import { useNetworkResources } from "./queries";
import * as styles from "./network.css";

/** /network: the Floating IPs, VPC networks and load balancers this site enables, each list filterable and sortable. */
export function NetworkScreen() {
  const resources = useNetworkResources();
  const { kinds } = resources;
  return (
    <Stack as="section" gap="xl" className={styles.screen} aria-labelledby="network-title">
      <PageHeader className={styles.pageHeader} title={<span id="network-title">Network</span>} subtitle="Floating IPs, private VPC networks and load balancers, in every location." />
      {kinds.ips && <IpList resources={resources} />}
      {kinds.vpcs && <VpcList resources={resources} />}
      {kinds.loadBalancers && <LoadBalancerList resources={resources} />}
    </Stack>
  );
}
