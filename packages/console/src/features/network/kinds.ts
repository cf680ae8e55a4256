import type { UiConfig } from "@cloudconsole/sdk";

/** Which network resource types this site's configuration switches on. */
export interface NetworkKinds {
  ips: boolean;
  vpcs: boolean;
  loadBalancers: boolean;
}

export function networkKinds(config: Pick<UiConfig, "ipsEnabled" | "privateNetworksEnabled" | "loadBalancerEnabled">): NetworkKinds {
  return { ips: config.ipsEnabled === true, vpcs: config.privateNetworksEnabled === true, loadBalancers: config.loadBalancerEnabled === true };
}
