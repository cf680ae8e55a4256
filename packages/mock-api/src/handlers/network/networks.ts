import { makeNetwork } from "../../factories/network.js";
import { formatDt } from "../../factories/time.js";
import { membersOf, serveNetwork, serveNetworks } from "../../serializers/network.js";
import type { StoredNetwork } from "../../store/entities.js";
import type { MockStore } from "../../store/store.js";
import { callerOf, owned, visibleTo } from "../access.js";
import { operation } from "../contract.js";
import { apiError, readParams, type Caller, type DomainHandlers, type ErrorAnswer } from "../http.js";
import { networkOwner } from "../owners.js";

/** The caller's private networks in a location. */
export function networksOf(store: MockStore, caller: Caller, location: string): StoredNetwork[] {
  return visibleTo(
    store,
    caller,
    store.state.networks.filter((n) => n.location === location),
    networkOwner,
  );
}

/** The network a request names, when it is the caller's. */
export function findNetwork(store: MockStore, caller: Caller, location: string, uuid: string): StoredNetwork | ErrorAnswer {
  const network = store.state.networks.find((n) => n.location === location && n.uuid === uuid);
  return owned(store, caller, network, networkOwner, () => apiError(store, 404, `No such network ${uuid}.`));
}

/** Private networks (VPC) of one location: create, rename, make default, delete. */
export const networkHandlers: DomainHandlers = (store, routes) => {
  const now = () => formatDt(store.clock.now());
  return [
    operation(routes, "get /{location}/network/networks", ({ request, params, reply }) =>
      reply.json(serveNetworks(store.state, networksOf(store, callerOf(store, request), params.location))),
    ),
    operation(routes, "post /{location}/network/network", async ({ request, params, reply }) => {
      const name = (await readParams(request)).string("name");
      const mine = networksOf(store, callerOf(store, request), params.location);
      const existingDefault = mine.find((n) => n.is_default);
      // Without a name: the default network, created if missing.
      if (!name && existingDefault) return reply.json(serveNetwork(store.state, existingDefault));
      const created = makeNetwork(store.factory(), params.location, mine.length + 1, {
        name: name ?? "Default network",
        is_default: mine.length === 0,
        vlan_id: 100 + mine.length + store.rng.int(1, 800),
      });
      created.subnet = `10.${store.rng.int(2, 250)}.${created.vlan_id % 255}.0/24`;
      store.state.networks.push(created);
      store.changed();
      return reply.json(serveNetwork(store.state, created));
    }),
    operation(routes, "get /{location}/network/network/{uuid}", ({ request, params, reply }) => {
      const found = findNetwork(store, callerOf(store, request), params.location, params.uuid);
      return found instanceof Response ? found : reply.json(serveNetwork(store.state, found));
    }),
    operation(routes, "patch /{location}/network/network/{uuid}", async ({ request, params, reply }) => {
      const found = findNetwork(store, callerOf(store, request), params.location, params.uuid);
      if (found instanceof Response) return found;
      const name = (await readParams(request)).string("name");
      if (!name) return apiError(store, 400, "name must not be empty.");
      found.name = name;
      found.updated_at = now();
      store.changed();
      return reply.json(serveNetwork(store.state, found));
    }),
    operation(routes, "delete /{location}/network/network/{uuid}", ({ request, params, reply }) => {
      const found = findNetwork(store, callerOf(store, request), params.location, params.uuid);
      if (found instanceof Response) return found;
      if (found.is_default) return apiError(store, 409, "The default network cannot be deleted. Make another network the default first.");
      const members = membersOf(store.state, found);
      if (members.vmUuids.length > 0 || members.loadBalancers > 0) return apiError(store, 409, `Network ${found.name} still has resources. Move or delete them first.`);
      store.state.networks = store.state.networks.filter((n) => n !== found);
      store.changed();
      return reply.empty(200);
    }),
    operation(routes, "put /{location}/network/network/{uuid}/default", ({ request, params, reply }) => {
      const caller = callerOf(store, request);
      const found = findNetwork(store, caller, params.location, params.uuid);
      if (found instanceof Response) return found;
      for (const n of networksOf(store, caller, found.location)) n.is_default = n === found;
      found.updated_at = now();
      store.changed();
      return reply.json(serveNetwork(store.state, found));
    }),
  ];
};
