import { servicesQueries } from "@cloudconsole/sdk/query";
import type { ApiClient } from "@cloudconsole/sdk";
import { configQueries } from "../../config/queries";

/** The application catalog behind the create menu: VM images (shared with VM create) and managed service images. */
export const catalogQueries = {
  vmImages: (client: ApiClient) => configQueries.vmImages(client),
  services: (client: ApiClient) => servicesQueries.configurations(client),
};
