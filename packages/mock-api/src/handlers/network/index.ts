import type { DomainHandlers } from "../http.js";
import { firewallHandlers } from "./firewalls.js";
import { ipHandlers } from "./ips.js";
import { loadBalancerHandlers } from "./loadBalancers.js";
import { networkHandlers as privateNetworkHandlers } from "./networks.js";

/** Floating IPs, private networks (VPC), load balancers and firewalls of one location. */
export const networkHandlers: DomainHandlers = (store, routes) => [
  ...ipHandlers(store, routes),
  ...privateNetworkHandlers(store, routes),
  ...loadBalancerHandlers(store, routes),
  ...firewallHandlers(store, routes),
];
