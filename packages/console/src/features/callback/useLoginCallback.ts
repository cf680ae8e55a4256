import { useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiError } from "@cloudconsole/sdk";
import { useApiClient } from "../../api/ApiClientContext";
import { configQueries } from "../../config/queries";
import { clearSession, isAuthenticated, storeApiKey, useSession } from "../../session/sessionStore";
import { userQueries } from "../../session/userQueries";
import { HOME_PATH } from "../../shared/navigation";
import { forgetLoginAttempt, identityProviderSettings, loginAttemptReturnPath, LoginRefusedError, verifyLoginCallback } from "../auth";
import { callbackError, parseCallbackFragment, type CallbackParams } from "./callbackParams";

/** Under the refusal of a callback this browser did not start: what happened, and what to do. */

/** The callback's states: working, an error with what to do, or asking before replacing a live session. */
export type CallbackView =
  | { state: "loading" }
  | { state: "hasError"; title: "Action required" | "Login error"; code: string; description: string; notStartedHere?: boolean; params: CallbackParams }
  | { state: "confirmSwitch"; current?: string; incoming?: string };

/** Why a callback whose `state` names no login attempt of this tab is refused. */
export const UNKNOWN_LOGIN_STATE_MESSAGE = "The callback's state is missing or matches no login started in this tab.";

/** A callback carrying no state, or one this tab never issued (or already used): refused before anything is checked. */
const unknownAttempt = () => new LoginRefusedError("invalid_state", UNKNOWN_LOGIN_STATE_MESSAGE);

/** A site that logs in with API keys only never starts a login at the identity provider: no callback is its own. */
const notStartedHere = () => new LoginRefusedError("invalid_token", "`state` does not match.");

function sameAccount(a: string | undefined, b: string | null | undefined): boolean {
  return Boolean(a && b && a.toLowerCase() === b.toLowerCase());
}

/**
 * /auth0_callback: finds the login attempt this tab started under the callback's `state` (its return path), checks
 * the callback against it (state and nonce, through auth0-js), exchanges it for an apikey (POST
 * /user-resource/auth0_callback), stores the apikey and replaces the address with the attempt's path. A callback
 * this tab did not start is refused. When a session is already live for another account, the visitor chooses:
 * switch to the new login, or keep the current session.
 */
export function useLoginCallback() {
  const location = useLocation();
  const navigate = useNavigate();
  const client = useApiClient();
  const queryClient = useQueryClient();
  // Read once: replacing the address must not re-run the check or the exchange.
  const [{ params, hash, attemptPath }] = useState(() => {
    const fragment = parseCallbackFragment(location.hash);
    return { params: fragment, hash: location.hash, attemptPath: loginAttemptReturnPath(fragment.state) };
  });
  // A callback is used once: its attempt is forgotten as soon as it is read.
  useEffect(() => forgetLoginAttempt(params.state), [params.state]);
  const providerError = callbackError(params);
  const refused = !providerError && attemptPath === undefined ? unknownAttempt() : undefined;
  const returnPath = attemptPath ?? HOME_PATH;
  const [choice, setChoice] = useState<"switch" | "keep">();

  const config = useQuery({ ...configQueries.ui(client), enabled: !providerError && !refused });
  const settings = config.data && identityProviderSettings(config.data);
  // auth0-js removes the login's transaction as it checks it: the check runs once, and its verdict is kept.
  const verified = useQuery({
    queryKey: ["auth0_callback", "verify", hash, settings ?? null] as const,
    queryFn: () => (settings ? verifyLoginCallback(settings, hash) : Promise.reject(notStartedHere())),
    enabled: config.isSuccess && !refused,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

  const live = isAuthenticated(useSession());
  const current = useQuery({ ...userQueries.detail(client), enabled: live && verified.isSuccess, retry: false });
  const incoming = verified.data?.email;
  const currentEmail = current.data?.profile_data?.email ?? undefined;
  const same = current.isSuccess && sameAccount(incoming, currentEmail);
  const mustAsk = live && !same && (current.isSuccess || current.isError);

  const exchange = useQuery({
    queryKey: ["auth0_callback", "exchange", params] as const,
    queryFn: () => client.POST("/user-resource/auth0_callback", { body: params as { access_token: string; id_token: string } }),
    enabled: verified.isSuccess && (!live || same || choice === "switch"),
    retry: false,
    gcTime: 0,
    staleTime: Number.POSITIVE_INFINITY,
  });

  useEffect(() => {
    if (!exchange.data) return;
    if (choice === "switch") {
      // Nothing of the account left behind may show under the new one: its session and its cached data go.
      clearSession();
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== "config" && query.queryKey[0] !== "auth0_callback" });
    }
    storeApiKey(exchange.data.apikey);
    void navigate(returnPath, { replace: true });
  }, [exchange.data, choice, queryClient, navigate, returnPath]);

  useEffect(() => {
    if (choice === "keep") void navigate(returnPath, { replace: true });
  }, [choice, navigate, returnPath]);

  let view: CallbackView = { state: "loading" };
  const failure = refused ?? config.error ?? verified.error ?? exchange.error;
  if (providerError) view = { state: "hasError", ...providerError, params };
  else if (failure instanceof LoginRefusedError) {
    view = { state: "hasError", title: "Login error", code: failure.code, description: failure.description, notStartedHere: true, params };
  } else if (failure) {
    const code = failure instanceof ApiError ? `HTTP ${failure.status}` : failure.name;
    view = { state: "hasError", title: "Login error", code, description: failure.message, params };
  } else if (mustAsk && choice === undefined) view = { state: "confirmSwitch", current: currentEmail, incoming };

  return {
    view,
    back: () => void navigate(returnPath, { replace: true }),
    switchAccount: () => setChoice("switch"),
    keepSession: () => setChoice("keep"),
  };
}
