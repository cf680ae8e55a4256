import type { HttpHandler } from "msw";
import type { MockStore } from "../store/store.js";
import { authHandlers, notFoundHandlers } from "./auth.js";
import { billingHandlers } from "./billing/index.js";
import { mockProcessorHandlers } from "./billing/mockProcessor.js";
import { configHandlers } from "./config.js";
import { defaultLocationHandlers } from "./defaultLocation.js";
import { delegationHandlers } from "./delegation.js";
import { metalHandlers } from "./metal.js";
import { methodNotAllowedHandlers } from "./methodNotAllowed.js";
import { networkHandlers } from "./network/index.js";
import { serviceHandlers } from "./services.js";
import { storageHandlers } from "./storage.js";
import { tokenHandlers } from "./tokens.js";
import { userHandlers } from "./user.js";
import { vmHandlers } from "./vms/index.js";
import { operationGuard } from "./guard.js";
import { apiRoutes, type DomainHandlers, type HandlerOptions } from "./http.js";

export { apiRoutes, apiError, keyedError, credentialsError, identify, readParams, Params, RequestInputError } from "./http.js";
export type { ApiRoutes, Caller, DomainHandlers, HandlerOptions } from "./http.js";

/** Every domain, in the order their handlers are tried (auth first, the 404 catch-all last). */
export const domainHandlers: DomainHandlers[] = [
  configHandlers,
  userHandlers,
  tokenHandlers,
  delegationHandlers,
  billingHandlers,
  vmHandlers,
  networkHandlers,
  storageHandlers,
  serviceHandlers,
  metalHandlers,
];

/**
 * All handlers of the mock API over one store: auth, the mock card processor's own calls, every domain, located calls
 * made without a slug in the default location, a 405 for a known path called with a method it does not take, then a 404 for anything unhandled. Each operation's inputs are checked against the contract's limits before its handler runs.
 */
export function createHandlers(store: MockStore, options: HandlerOptions): HttpHandler[] {
  const routes = { ...apiRoutes(options.baseUrl), guard: operationGuard(store) };
  const handlers: HttpHandler[] = [
    ...authHandlers(store, routes),
    // Not contract operations: the mock card processor's own script and tokens, as a vendor serves them.
    ...mockProcessorHandlers(store, routes),
    ...domainHandlers.flatMap((domain) => domain(store, routes)),
    // After every operation, so only a call none of them answered is taken to the default location.
    ...defaultLocationHandlers(store, routes, options, () => handlers),
    // A known path with a method it does not take; then a 404 for anything else.
    ...methodNotAllowedHandlers(store, routes),
    ...notFoundHandlers(store, routes),
  ];
  return handlers;
}
