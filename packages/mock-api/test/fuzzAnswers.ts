// How the fuzz tests judge the mock's answers, dispatch requests quickly in process, and list the console's list calls.
import { operationMeta, type OperationKey, type OperationMeta } from "@cloudconsole/sdk";
import { checkResponse, zErrorBody } from "@cloudconsole/sdk/validators";
import { getResponse, type HttpHandler } from "msw";
import { CORRELATION_ID_HEADER, MOCK_API_KEY } from "../src/constants.js";
import { DOCUMENTED_FAILURES } from "../src/faults.js";
import { requestRules } from "../src/generated/requestRules.js";
import type { MockState } from "../src/store/state.js";
import { OPERATIONS, type RequestSpec } from "./fuzzRequests.js";

const DOCUMENTED_MESSAGES = new Set(DOCUMENTED_FAILURES.map((f) => f.message));
const CORRELATION_ID = /^mock-api-[0-9a-f]{6}$/;

/**
 * What is wrong with an answer, or undefined: it must not be a 5xx other than the platform's documented failures; an
 * error must be in the platform's error shape, with a correlation id; a JSON success must be what the contract promises.
 */
export async function answerProblem(spec: RequestSpec, request: Request, response: Response | undefined): Promise<string | undefined> {
  const where = `${request.method} ${request.url.slice(0, 300)}`;
  if (!response) return `${where}: no answer`;
  // A server sends no body with an answer to HEAD: only its status tells.
  if (request.method === "HEAD") return response.status < 500 ? undefined : `${where}: ${response.status}`;
  const text = await response.text();
  const answered = `${where}: ${response.status} ${text.slice(0, 300)}`;
  if (response.status >= 400) {
    if (!response.headers.get("content-type")?.includes("application/json")) return `${answered} is not JSON`;
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return `${answered} is not JSON`;
    }
    if (!zErrorBody.safeParse(body).success) return `${answered} is not in the platform's error shape`;
    if (!CORRELATION_ID.test(response.headers.get(CORRELATION_ID_HEADER) ?? "")) return `${answered} has no correlation id`;
    const message = (body as { errors?: { Error?: string } }).errors?.Error ?? "";
    if (response.status >= 500 && !DOCUMENTED_MESSAGES.has(message)) return `${answered} is not a documented failure`;
    return undefined;
  }
  const operation = spec.operation;
  const ownMethod = operation !== "unknown" && request.method === operation.split(" ")[0]?.toUpperCase();
  if (!ownMethod || operationMeta[operation].response !== "json") return undefined;
  const check = checkResponse(operation, JSON.parse(text));
  return check === undefined || check.ok ? undefined : `${answered} is off-contract: ${JSON.stringify(check.issues.slice(0, 3))}`;
}

/**
 * A dispatcher that gives MSW only the handlers whose method and path could match, in their order: the answer is
 * the one `getResponse` gives over all of them, without trying a hundred route patterns for every request.
 */
export function fastDispatch(handlers: HttpHandler[]): (request: Request) => Promise<Response | undefined> {
  const escape = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, "\\$&");
  const entries = handlers.map((handler) => {
    const { method, path } = handler.info;
    const pattern =
      path instanceof RegExp ? path : typeof path === "string" ? new RegExp(`^${escape(path).replace(/\*/g, ".*").replace(/:[A-Za-z_]\w*/g, "[^/]+")}/?$`, "i") : /.*/;
    const methodMatches = (m: string) => (method instanceof RegExp ? method.test(m) : String(method).toUpperCase() === m);
    return { handler, pattern, methodMatches };
  });
  return (request) => {
    const url = request.url.replace(/[?#].*$/, "");
    const chosen = entries.filter((e) => e.methodMatches(request.method) && e.pattern.test(url)).map((e) => e.handler);
    return getResponse(chosen, request);
  };
}

/** The list calls the console's screens make, for every account and location of the store: each must pass the contract. */
export function listRequests(state: MockState, base: string): { operation: OperationKey; request: Request }[] {
  const calls: { operation: OperationKey; request: Request }[] = [];
  const lists = OPERATIONS.filter((key) => key.startsWith("get ") && ((operationMeta[key] as OperationMeta).responseType ?? "").endsWith("[]"));
  const accounts = state.billingAccounts.filter((a) => !a.is_deleted).map((a) => a.id);
  for (const operation of lists) {
    const rules = requestRules[operation];
    const template = operation.slice("get ".length);
    const locations = "location" in rules.path ? state.locations.map((l) => l.slug) : [""];
    for (const location of locations) {
      const uuids =
        "uuid" in rules.path
          ? template.includes("virtual-machines")
            ? state.vms.filter((v) => v.location === location && v.status !== "deleted").map((v) => v.uuid)
            : state.services.filter((s) => s.location === location && !s.is_deleted).map((s) => s.uuid)
          : [""];
      for (const uuid of uuids) {
        const path = template.replace("{location}", location).replace("{uuid}", uuid);
        // The account a list is of: `billing_account_id`, or `id` where the published API names it so (billing_resources).
        const accountField = "billing_account_id" in rules.fields ? "billing_account_id" : operation.endsWith("/billing_resources") ? "id" : undefined;
        const queries = accountField ? accounts.map((id) => `?${accountField}=${id}`) : [""];
        for (const query of queries) calls.push({ operation, request: new Request(`${base}${path}${query}`, { headers: { apikey: MOCK_API_KEY } }) });
      }
    }
  }
  return calls;
}
