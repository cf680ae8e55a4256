import { serveInterfaces } from "../../serializers/compute.js";
import { callerOf, refuseForeign } from "../access.js";
import { operation } from "../contract.js";
import { apiError, readParams, type DomainHandlers } from "../http.js";
import { networkOwner } from "../owners.js";
import { vmTools } from "./context.js";

/** A VM's interfaces (one, on its network) and the VLAN sub-interfaces on it. */
export const vmInterfaceHandlers: DomainHandlers = (store, routes) => {
  const { findVm } = vmTools(store);
  const subinterfaces = (vmUuid: string) => store.state.subinterfaces[vmUuid] ?? [];

  return [
    operation(routes, "get /{location}/network/virtual-machines/{uuid}/interfaces", ({ request, params, reply }) => {
      const found = findVm(request, params.location, params.uuid);
      return found instanceof Response ? found : reply.json(serveInterfaces(store.state, found));
    }),
    operation(routes, "post /{location}/network/virtual-machines/{uuid}/interfaces/{if_uuid}/subinterfaces", async ({ request, params, reply }) => {
      const found = findVm(request, params.location, params.uuid);
      if (found instanceof Response) return found;
      const body = await readParams(request);
      const vlan = body.int("vlan_tag");
      if (vlan === undefined) return apiError(store, 400, "vlan_tag is required.");
      const networkUuid = body.string("network_uuid") ?? "";
      const foreign = refuseForeign(store, callerOf(store, request), store.state.networks.find((n) => n.uuid === networkUuid), networkOwner);
      if (foreign) return foreign;
      const sub = { uuid: store.rng.uuid(), vlan_tag: vlan, mac_addr: found.mac, network_uuid: networkUuid };
      store.state.subinterfaces[found.uuid] = [...subinterfaces(found.uuid), sub];
      store.changed();
      return reply.json(sub);
    }),
    operation(routes, "delete /{location}/network/virtual-machines/{uuid}/subinterfaces/{if_uuid}", ({ request, params, reply }) => {
      const found = findVm(request, params.location, params.uuid);
      if (found instanceof Response) return found;
      store.state.subinterfaces[found.uuid] = subinterfaces(found.uuid).filter((s) => s.uuid !== params.if_uuid);
      store.changed();
      return reply.empty(204);
    }),
  ];
};
