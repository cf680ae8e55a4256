import { defineFeature } from "../../app/feature";
import { lazyScreen } from "../../app/lazyScreen";
import { networkKinds } from "./kinds";
import { networkRoutes, networkScreens } from "./routes";

export { FIREWALL_FAILURE } from "./constants";

/** A VM's firewalls for its network tab (attach, detach), loaded with the tab. */
export const VmFirewallsCard = lazyScreen(() => import("./firewall/VmFirewallsCard").then((module) => module.VmFirewallsCard));

/** Network: Floating IPs, private networks (VPC), load balancers and firewalls. */
export const networkFeature = defineFeature({
  id: "network",
  category: "network",
  resourceTypes: {
    load_balancer: { category: "network", createPath: "/network/create/load_balancer", flag: "loadBalancerEnabled" },
    vpc: { category: "network", createPath: "/network/create/vpc", flag: "privateNetworksEnabled" },
    ip_address: { category: "network", createPath: "/network/create/ip_address", flag: "ipsEnabled" },
    firewall: { category: "network", createPath: "/network/create/firewall", flag: "vmsEnabled" },
  },
  routes: networkRoutes,
  sidebar: lazyScreen(() => import("./NetworkSidebar").then((module) => module.NetworkSidebar)),
  preload: networkScreens,
  enabled: (config) => {
    const kinds = networkKinds(config);
    return kinds.ips || kinds.vpcs || kinds.loadBalancers || kinds.firewalls;
  },
});
