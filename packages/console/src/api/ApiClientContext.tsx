import { createContext, use, type ReactNode } from "react";
import { createApiClient, type ApiClient } from "@cloudconsole/sdk";
import { resolveApiBaseUrl } from "../config/runtime";
import { getActiveApiKey } from "../session/sessionStore";

/** The client every screen calls the API with, authenticated with the session's active key. */
export function createConsoleApiClient(baseUrl: string = resolveApiBaseUrl()): ApiClient {
  return createApiClient({ baseUrl, getApiKey: getActiveApiKey });
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
