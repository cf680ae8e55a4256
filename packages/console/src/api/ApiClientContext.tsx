import { createContext, use, type ReactNode } from "react";
import { createApiClient, type ApiClient } from "@cloudconsole/sdk";
import { afterIdleForGood } from "../app/afterSettling";
import { trackRequest } from "../app/requestsInFlight";
import { bodyEncodingOf, getRuntimeConfig, resolveApiBaseUrl } from "../config/runtime";
import { getActiveApiKey, isAuthenticated } from "../session/sessionStore";

/**
 * The client every screen calls the API with, authenticated with the session's active key. Responses are checked
 * against the contract once the page has settled, so the validators' code never loads with a screen, and a mismatch
 * is reported (`reportResponseMismatch`, loaded then). Signed out, nothing on screen needs the checks (the login screen's
 * configuration and locations): they wait until the visitor signs in or the page has been idle for good, so the
 * validators never arrive right after the login screen settles. Fields are encoded as the deployment's wire profile says.
 */
export function createConsoleApiClient(baseUrl: string = resolveApiBaseUrl()): ApiClient {
  return createApiClient({
    baseUrl,
    bodyEncoding: bodyEncodingOf(getRuntimeConfig().wireEncoding),
    getApiKey: getActiveApiKey,
    // The global fetch at call time (a test's mock server replaces it), counted so idle work waits for the answers.
    fetch: (input, init) => trackRequest(globalThis.fetch(input, init)),
    scheduleValidation: (check) => afterIdleForGood(check, () => isAuthenticated()),
    // A mismatch is rare and reported after the page has settled: its reporter is fetched then, never with a screen.
    onValidationIssue: (issue) => void import("../reporting/responseMismatch").then(({ reportResponseMismatch }) => reportResponseMismatch(issue)),
  });
}

const ApiClientContext = createContext<ApiClient | null>(null);

export function ApiClientProvider({ client, children }: { client: ApiClient; children: ReactNode }) {
  return <ApiClientContext value={client}>{children}</ApiClientContext>;
}

/** The API client of the nearest provider. */
export function useApiClient(): ApiClient {
  const client = use(ApiClientContext);
  if (!client) throw new Error("useApiClient needs an <ApiClientProvider> above it");
  return client;
}
