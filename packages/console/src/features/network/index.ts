import { defineFeature } from "../../app/feature";
import { placeholderRoute, typedCreatePlaceholderRoute } from "../../screens/placeholders";

/** Network: floating IPs, private networks (VPC) and load balancers. Its screens are not built yet. */
export const networkFeature = defineFeature({
  id: "network",
  category: "network",
  resourceTypes: {
    load_balancer: { label: "Load balancer", category: "network", createPath: "/network/create/load_balancer", flag: "loadBalancerEnabled" },
    vpc: { label: "VPC", category: "network", createPath: "/network/create/vpc", flag: "privateNetworksEnabled" },
    ip_address: { label: "Floating IP", category: "network", createPath: "/network/create/ip_address", flag: "ipsEnabled" },
  },
  routes: [
    placeholderRoute("network", "Network"),
    typedCreatePlaceholderRoute("network"),
    placeholderRoute("network/vpc/:location/:uuid", "VPC network"),
    placeholderRoute("network/load_balancer/:location/:uuid", "Load balancer"),
    placeholderRoute("network/ip_address/:location/:uuid", "Floating IP"),
  ],
});
