import { useEffect } from "react";
import { useNavigate } from "react-router";
import { useQuery } from "@tanstack/react-query";
import { useApiClient } from "../../api/ApiClientContext";
import { leaseListQuery } from "../../shared/compute";
import { CreationProgress } from "../progress";
import { METAL_CREATE_EXPECTED_MS } from "./constants";
import { metalMessages } from "./messages";
import { useT } from "../../i18n";

/**
 * 'Creating (name)... N%' while the leased machine is being prepared (pending), then the lease's page. The lease is
 * read from its location's list, which refreshes by itself while any lease there is in transit.
 */
export function MetalCreationProgress({ name, uuid, location, startedAt }: { name: string; uuid: string; location: string; startedAt: number }) {
  const t = useT(metalMessages);
  const navigate = useNavigate();
  const leases = useQuery(leaseListQuery(useApiClient(), location));
  const lease = leases.data?.find((candidate) => candidate.uuid === uuid);
  // A lease gone from a loaded list has settled too: its page says what became of it.
  const settled = leases.isSuccess && lease?.status !== "pending";
  useEffect(() => {
    if (settled) void navigate(`/metal/lease/${uuid}`, { replace: true });
  }, [settled, navigate, uuid]);
  return (
    <CreationProgress
      name={name}
      startedAt={startedAt}
      expectedMs={METAL_CREATE_EXPECTED_MS}
      createAnother={[{ type: t("progress.type"), to: "/metal/create" }]}
      ownPage={{ to: `/metal/lease/${uuid}`, label: t("progress.ownPage") }}
    />
  );
}
