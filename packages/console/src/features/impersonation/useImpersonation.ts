import { useQueryClient } from "@tanstack/react-query";
import { useLocation, useNavigate } from "react-router";
import { useApiClient } from "../../api/ApiClientContext";
import { useT } from "../../i18n";
import { returnFromImpersonation, startAdminImpersonation, startImpersonation } from "./impersonation";
import { impersonationMessages } from "./messages";

/** Start and return actions bound to this app's client, cache and router; the return path is where the visitor is now. */
export function useImpersonation() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const t = useT(impersonationMessages);
  const texts = { startFailed: t("toast.startFailed"), started: t("toast.started") };
  const deps = { client, queryClient, navigate: (to: string) => void navigate(to), texts };
  const here = { path: location.pathname, query: location.search, hash: location.hash };
  return {
    start: (invitation: { uuid: string; access_owner?: string }) => startImpersonation(deps, invitation, here),
    startAdmin: (target: { user_id?: number; billing_account_id?: number; label?: string }) => startAdminImpersonation(deps, target, here),
    returnToOwnAccount: () => returnFromImpersonation(deps),
  };
}
