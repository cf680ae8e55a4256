import { useEffect } from "react";
import { useNavigate } from "react-router";
import { useSuspenseQuery } from "@tanstack/react-query";
import { useApiClient } from "../../../api/ApiClientContext";
import { useT } from "../../../i18n";
import { CreationProgress } from "../../progress";
import { SERVICE_CREATE_EXPECTED_MS } from "../constants";
import { packagesQuery } from "../queries";
import { serviceCreateMessages } from "./messages";

/** 'Creating (name)... N%' until the service has left the creating state, then its page. */
export function ServiceCreationProgress({ name, uuid, location, startedAt }: { name: string; uuid: string; location: string; startedAt: number }) {
  const navigate = useNavigate();
  const t = useT(serviceCreateMessages);
  const { data: service } = useSuspenseQuery({ ...packagesQuery(useApiClient()), select: (services) => services.find((candidate) => candidate.uuid === uuid) });
  // A service gone from the list has settled too: its page says what became of it.
  const settled = service?.status !== "creating";
  useEffect(() => {
    if (settled) void navigate(`/services/service/${location}/${uuid}`, { replace: true });
  }, [settled, navigate, location, uuid]);
  return <CreationProgress name={name} startedAt={startedAt} expectedMs={SERVICE_CREATE_EXPECTED_MS} createAnother={[{ type: t("progress.type"), to: "/services/create" }]} />;
}
