import { useParams } from "react-router";
import { useUiConfig } from "../../../config/ConfigLayout";
import { useT } from "../../../i18n";
import { PlaceholderScreen } from "../../../screens/PlaceholderScreen";
import { networkKinds } from "../kinds";
import { FirewallCreate } from "./FirewallCreate";
import { IpCreate } from "./IpCreate";
import { LoadBalancerCreate } from "./LoadBalancerCreate";
import { networkCreateMessages } from "./messages";
import { VpcCreate } from "./VpcCreate";

/** /network/create/{type}: the Floating IP, VPC, load balancer or firewall form; a type this site does not enable does not exist. */
export function NetworkCreateScreen() {
  const t = useT(networkCreateMessages);
  const { type } = useParams();
  const kinds = networkKinds(useUiConfig());
  if (type === "ip_address" && kinds.ips) return <IpCreate />;
  if (type === "vpc" && kinds.vpcs) return <VpcCreate />;
  if (type === "load_balancer" && kinds.loadBalancers) return <LoadBalancerCreate />;
  if (type === "firewall" && kinds.firewalls) return <FirewallCreate />;
  return <PlaceholderScreen title={t("pageNotFound")} message={t("pageNotFoundText")} />;
}
