import { useEffect } from "react";
import { useNavigate } from "react-router";
import { CreationProgress } from "../../progress";
import { VM_CREATE_EXPECTED_MS } from "../constants";
import { useVm } from "../queries";
import { useT } from "../../../i18n";
import { vmCreateMessages } from "./messages";

/**
 * 'Creating (name)... N%' until the VM has left the creating state, then its page. The VM is read from its
 * location's list, which the create call filled and which refreshes while the VM is being created.
 */
export function VmCreationProgress({ name, uuid, location, startedAt }: { name: string; uuid: string; location: string; startedAt: number }) {
  const navigate = useNavigate();
  const t = useT(vmCreateMessages);
  const vm = useVm(location, uuid);
  // A VM gone from the list has settled too: its page says what became of it.
  const settled = vm?.status !== "creating";
  useEffect(() => {
    if (settled) void navigate(`/compute/vm/${location}/${uuid}`, { replace: true });
  }, [settled, navigate, location, uuid]);
  return <CreationProgress name={name} startedAt={startedAt} expectedMs={VM_CREATE_EXPECTED_MS} createAnother={[{ type: t("progress.type"), to: "/compute/create" }]} />;
}
