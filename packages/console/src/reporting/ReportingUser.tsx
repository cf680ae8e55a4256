import { useEffect } from "react";
import { useQuery } from "@tanstack/react-query";
import { useApiClient } from "../api/ApiClientContext";
import { userQueries } from "../session/userQueries";
import { setReportUser } from "./settings";

/** Puts the signed-in user into error-report context; the email only under the spec's conditions (see mayExposeEmail). */
export function ReportingUser() {
  const client = useApiClient();
  const user = useQuery(userQueries.detail(client));
  const isAdmin = useQuery(userQueries.isAdmin(client));
  useEffect(() => {
    if (!user.data) return;
    setReportUser({ id: user.data.id, email: user.data.profile_data?.email ?? user.data.name, isAdmin: isAdmin.data === true });
    return () => setReportUser(undefined);
  }, [user.data, isAdmin.data]);
  return null;
}
