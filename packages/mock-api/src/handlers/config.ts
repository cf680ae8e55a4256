import { bootImages, hostPools, metalOsList, priceLists, serviceConfigurations, vmImages, vmParameters } from "../config/catalog.js";
import { operation } from "./contract.js";
import { apiError, type DomainHandlers } from "./http.js";

/** Configuration and pricing: UI config, locations, images (plain, app catalog, boot media), VM parameters, prices, host pools. */
export const configHandlers: DomainHandlers = (store, routes) => [
  operation(routes, "get /config/ui/config", ({ reply }) => reply.json(store.state.ui)),
  operation(routes, "get /config/locations", ({ reply }) => reply.json(store.state.locations)),
  operation(routes, "get /config/vm_images", ({ reply }) => reply.json(vmImages)),
  operation(routes, "get /config/vm_images/plain_os", ({ reply }) => reply.json(vmImages.filter((i) => !i.is_app_catalog))),
  operation(routes, "get /config/vm_images/app_catalog", ({ reply }) => reply.json(vmImages.filter((i) => i.is_app_catalog))),
  operation(routes, "get /config/boot_images", ({ reply }) => reply.json(bootImages)),
  operation(routes, "get /api/parameters/vm", ({ reply }) => reply.json(vmParameters)),
  operation(routes, "get /pricing/list/current", ({ reply }) => reply.json(priceLists())),
  operation(routes, "get /metal/os", ({ reply }) => reply.json(metalOsList)),
  operation(routes, "get /user-resource/service/configurations", ({ reply }) => reply.json(serviceConfigurations)),
  operation(routes, "get /{location}/user-resource/host_pool/list", ({ params, reply }) => {
    if (!store.state.locations.some((l) => l.slug === params.location)) return apiError(store, 500, "Failed to list host pools");
    return reply.json(hostPools(params.location));
  }),
];
