// What every operation's handler can count on: its location exists, its parameters fit the contract's limits, and a
// crash in it answers in the platform's error shape like any other error instead of escaping to MSW or the server.
import type { OperationKey } from "@cloudconsole/sdk";
import { requestRules } from "../generated/requestRules.js";
import type { MockStore } from "../store/store.js";
import { apiError, type OperationGuard } from "./http.js";
import { inputProblem, valueProblem } from "./fieldRules.js";
import { RequestInputError, readParams } from "./input.js";


/** The message of a crash: it says where to look, and keeps the internals out of the answer. */
export const INTERNAL_ERROR_MESSAGE = "The mock API failed to answer this request; its log says why. Other calls still work.";

/** The answer to a crash: logged where the mock runs, answered as the platform's 500 without its internals. */
export function internalError(store: MockStore, where: string, error: unknown): Response {
  console.error(`mock-api: ${where} crashed:`, error);
  return apiError(store, 500, INTERNAL_ERROR_MESSAGE);
}

const shorten = (text: string) => (text.length > 40 ? `${text.slice(0, 40)}…` : text);

/** The refusal of a path parameter: an unknown location (404) or a value outside its rule (400). */
function pathRefusal(store: MockStore, key: OperationKey, path: Parameters<OperationGuard>[2]): Response | undefined {
  for (const [name, rule] of Object.entries(requestRules[key].path)) {
    const value = path[name];
    if (typeof value !== "string") return apiError(store, 400, `The path has no ${name}.`);
    if (name === "location") {
      if (store.state.locations.some((l) => l.slug === value)) continue;
      const known = store.state.locations.map((l) => l.slug).join(", ");
      return apiError(store, 404, `Unknown location ${JSON.stringify(shorten(value))}: use one of ${known} (GET /config/locations).`);
    }
    const problem = valueProblem(name, value, rule);
    if (problem) return apiError(store, 400, problem);
  }
  return undefined;
}

/**
 * The guard of a store's operations: refuses a call whose location is unknown or whose parameters are malformed or
 * outside the contract's limits, before its handler sees them, and answers a handler's crash with a 500.
 */
export function operationGuard(store: MockStore): OperationGuard {
  return async (key, request, path, answer) => {
    try {
      const refused = pathRefusal(store, key, path);
      if (refused) return refused;
      const problem = inputProblem(requestRules[key], await readParams(request));
      if (problem) return apiError(store, 400, problem);
      return await answer();
    } catch (error) {
      if (error instanceof RequestInputError) return apiError(store, error.status, error.message);
      return internalError(store, key, error);
    }
  };
}
