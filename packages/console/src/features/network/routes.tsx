import { useParams, type RouteObject } from "react-router";
import { lazyScreen } from "../../app/lazyScreen";
import { RouteFrame } from "../../screens/RouteFrame";

// Every network screen is its own lazy chunk: none of it reaches the login route's bundle. A type the site's
// configuration switches off has no pages: its addresses do not exist.
// EnabledOnly reads the registered features: lazy, so this route table does not import them while they register.
const EnabledOnly = lazyScreen(() => import("../../screens/EnabledOnly").then((module) => module.EnabledOnly));
const NetworkScreen = lazyScreen(() => import("./lists/NetworkScreen").then((module) => module.NetworkScreen));
// Each create form is a chunk of its own: the firewall form does not bring the load balancer's, and so on.
const IpCreate = lazyScreen(() => import("./create/IpCreate").then((module) => module.IpCreate));
const VpcCreate = lazyScreen(() => import("./create/VpcCreate").then((module) => module.VpcCreate));
const LoadBalancerCreate = lazyScreen(() => import("./create/LoadBalancerCreate").then((module) => module.LoadBalancerCreate));
const FirewallCreate = lazyScreen(() => import("./create/FirewallCreate").then((module) => module.FirewallCreate));
const IpDetailScreen = lazyScreen(() => import("./ip/IpDetailScreen").then((module) => module.IpDetailScreen));
const VpcDetailScreen = lazyScreen(() => import("./vpc/VpcDetailScreen").then((module) => module.VpcDetailScreen));
const LoadBalancerDetailScreen = lazyScreen(() => import("./loadBalancer/LoadBalancerDetailScreen").then((module) => module.LoadBalancerDetailScreen));
const FirewallDetailScreen = lazyScreen(() => import("./firewall/FirewallDetailScreen").then((module) => module.FirewallDetailScreen));

const CREATE_FORMS = { ip_address: IpCreate, vpc: VpcCreate, load_balancer: LoadBalancerCreate, firewall: FirewallCreate } as const;
type CreatableType = keyof typeof CREATE_FORMS;

/** /network/create/{type}: that type's form where the site enables it; a type no configuration enables (none, for an unknown one) does not exist. */
function NetworkCreateScreen() {
  const { type = "" } = useParams();
  const creatable = Object.hasOwn(CREATE_FORMS, type) ? (type as CreatableType) : undefined;
  const Form = creatable && CREATE_FORMS[creatable];
  return <EnabledOnly type={creatable ?? []}>{Form && <Form />}</EnabledOnly>;
}

/** The network screens, in the order a visitor usually opens them (for preloading while idle). */
export const networkScreens = [NetworkScreen, IpDetailScreen, VpcDetailScreen, LoadBalancerDetailScreen, FirewallDetailScreen, IpCreate, VpcCreate, LoadBalancerCreate, FirewallCreate] as const;

/** Network routes (Floating IPs, VPC networks, load balancers, firewalls), relative to /app. */
export const networkRoutes: RouteObject[] = [
  { path: "network", element: <RouteFrame><NetworkScreen /></RouteFrame> },
  { path: "network/create/:type", element: <RouteFrame><NetworkCreateScreen /></RouteFrame> },
  { path: "network/ip_address/:location/:uuid", element: <RouteFrame><EnabledOnly type="ip_address"><IpDetailScreen /></EnabledOnly></RouteFrame> },
  { path: "network/vpc/:location/:uuid", element: <RouteFrame><EnabledOnly type="vpc"><VpcDetailScreen /></EnabledOnly></RouteFrame> },
  { path: "network/load_balancer/:location/:uuid", element: <RouteFrame><EnabledOnly type="load_balancer"><LoadBalancerDetailScreen /></EnabledOnly></RouteFrame> },
  { path: "network/firewall/:location/:uuid", element: <RouteFrame><EnabledOnly type="firewall"><FirewallDetailScreen /></EnabledOnly></RouteFrame> },
];
