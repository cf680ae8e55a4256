import { Route } from "react-router";
import { FeatureRoutes } from "../../testing/FeatureRoutes";
import { MockApiStoryFrame, storyMockApi, type MockApiStoryProps } from "../../testing/MockApiStoryFrame";
import { NetworkSidebar } from "./NetworkSidebar";
import { networkRoutes } from "./routes";

/** The network routes over a story's mock API; /sidebar shows the Network sidebar as the desktop shell does. */
export function NetworkStoryFrame(backend: MockApiStoryProps) {
  return (
    <MockApiStoryFrame {...backend}>
      <FeatureRoutes routes={networkRoutes}>
        <Route path="sidebar" element={<NetworkSidebar />} />
      </FeatureRoutes>
    </MockApiStoryFrame>
  );
}

/** The demo preset's resources in its first location, for detail stories' routes. */
export function demoNetwork(): { ip: string; vpc: string; lb: string; firewall: string } {
  const { state } = storyMockApi().store;
  const ip = state.ips.find((candidate) => candidate.assigned_to) ?? state.ips[0];
  const vpc = state.networks.find((candidate) => candidate.is_default) ?? state.networks[0];
  const lb = state.loadBalancers[0];
  const firewall = state.firewalls?.[0];
  return {
    ip: ip ? `/network/ip_address/${ip.location}/${ip.uuid}` : "/network",
    vpc: vpc ? `/network/vpc/${vpc.location}/${vpc.uuid}` : "/network",
    lb: lb ? `/network/load_balancer/${lb.location}/${lb.uuid}` : "/network",
    firewall: firewall ? `/network/firewall/${firewall.location}/${firewall.uuid}` : "/network",
  };
}
