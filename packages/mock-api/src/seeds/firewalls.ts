import type { FactoryContext } from "../factories/context.js";
import { makeFirewall } from "../factories/network.js";
import type { MockState } from "../store/state.js";

/**
 * A web firewall in `location` guarding the VM named `vmName`: SSH from one office prefix, HTTP and HTTPS from
 * anywhere, everything outbound (rules as the documentation and the console's captured request write them).
 */
export function seedFirewalls(ctx: FactoryContext, state: MockState, location: string, billingAccountId: number, vmName: string): void {
  const rule = (direction: "inbound" | "outbound", protocol: "tcp" | "any", port: number | null, prefixes: string[] = []) => ({
    uuid: ctx.rng.uuid(),
    direction,
    protocol,
    port_start: port,
    port_end: port,
    endpoint_spec_type: prefixes.length > 0 ? ("ip_prefixes" as const) : ("any" as const),
    endpoint_spec: prefixes,
    description: null,
  });
  const guarded = state.vms.find((vm) => vm.location === location && vm.name === vmName);
  (state.firewalls ??= []).push(
    makeFirewall(ctx, location, billingAccountId, {
      display_name: "web-firewall",
      description: "SSH from the office, web from anywhere",
      rules: [rule("inbound", "tcp", 22, ["203.0.113.0/24"]), rule("inbound", "tcp", 80), rule("inbound", "tcp", 443), rule("outbound", "any", null)],
      vm_uuids: guarded ? [guarded.uuid] : [],
    }),
  );
}
