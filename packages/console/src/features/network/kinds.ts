import type { UiConfig } from "@cloudconsole/sdk";

/** Which network resource types this site's configuration switches on. */
export interface NetworkKinds {
  ips: boolean;
  vpcs: boolean;
  loadBalancers: boolean;
  /** Firewalls guard virtual machines: a site without VMs has none. */
  firewalls: boolean;
}

export function networkKinds(config: Pick<UiConfig, "ipsEnabled" | "privateNetworksEnabled" | "loadBalancerEnabled" | "vmsEnabled">): NetworkKinds {
  return { ips: config.ipsEnabled === true, vpcs: config.privateNetworksEnabled === true, loadBalancers: config.loadBalancerEnabled === true, firewalls: config.vmsEnabled === true };
}
