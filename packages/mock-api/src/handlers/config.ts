import { HttpResponse, http } from "msw";
import { hostPools, metalOsList, priceLists, serviceConfigurations, vmImages, vmParameters } from "../config/catalog.js";
import { apiError, type DomainHandlers } from "./http.js";

/** Configuration and pricing: UI config, locations, images, VM parameters, prices, host pools. */
export const configHandlers: DomainHandlers = (store, routes) => [
  http.get(routes.path("/config/ui/config"), () => HttpResponse.json(store.state.ui)),
  http.get(routes.path("/config/locations"), () => HttpResponse.json(store.state.locations)),
  http.get(routes.path("/config/vm_images"), () => HttpResponse.json(vmImages)),
  http.get(routes.path("/api/parameters/vm"), () => HttpResponse.json(vmParameters)),
  http.get(routes.path("/pricing/list/current"), () => HttpResponse.json(priceLists())),
  http.get(routes.path("/metal/os"), () => HttpResponse.json(metalOsList)),
  http.get(routes.path("/user-resource/service/configurations"), () => HttpResponse.json(serviceConfigurations)),
  http.get(routes.located("/user-resource/host_pool/list"), ({ params }) => {
    const location = String(params.location);
    if (!store.state.locations.some((l) => l.slug === location)) return apiError(store, 500, "Failed to list host pools");
    return HttpResponse.json(hostPools(location));
  }),
];
