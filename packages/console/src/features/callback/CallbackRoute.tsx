import { useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { useQuery } from "@tanstack/react-query";
import { ApiError } from "@cloudconsole/sdk";
import { useApiClient } from "../../api/ApiClientContext";
import { storeApiKey } from "../../session/sessionStore";
import { callbackError, parseCallbackFragment, safeReturnPath } from "./callbackParams";
import { CallbackScreen, type CallbackView } from "./CallbackScreen";

/**
 * /auth0_callback: reads the fragment, exchanges it for an apikey (POST /user-resource/auth0_callback), stores
 * the apikey and replaces the address with the path the login started from.
 */
export function CallbackRoute() {
  const location = useLocation();
  const navigate = useNavigate();
  const client = useApiClient();
  // Read once: replacing the address must not re-run the exchange.
  const [params] = useState(() => parseCallbackFragment(location.hash));
  const providerError = callbackError(params);
  const returnPath = safeReturnPath(params.state);
  const exchange = useQuery({
    queryKey: ["auth0_callback", params] as const,
    queryFn: () => client.POST("/user-resource/auth0_callback", { body: params as { access_token: string; id_token: string } }),
    enabled: !providerError,
    retry: false,
    gcTime: 0,
    staleTime: Number.POSITIVE_INFINITY,
  });

  useEffect(() => {
    if (!exchange.data) return;
    storeApiKey(exchange.data.apikey);
    void navigate(returnPath, { replace: true });
  }, [exchange.data, navigate, returnPath]);

  let view: CallbackView = { state: "loading" };
  if (providerError) view = { state: "hasError", ...providerError, params };
  else if (exchange.error) {
    const code = exchange.error instanceof ApiError ? `HTTP ${exchange.error.status}` : exchange.error.name;
    view = { state: "hasError", title: "Login error", code, description: exchange.error.message, params };
  }
  return <CallbackScreen view={view} onBack={() => void navigate(returnPath, { replace: true })} />;
}
