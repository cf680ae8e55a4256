import { Link } from "react-router";
import { useSuspenseQuery } from "@tanstack/react-query";
import { findById, type VirtualMachine } from "@cloudconsole/sdk";
import { networkQueries } from "@cloudconsole/sdk/query";
import { Button, Card, Table, linkClass } from "@cloudconsole/ui";
import { useApiClient } from "../../api/ApiClientContext";
import { ChoiceForm } from "./ChoiceForm";
import { useAttachFirewall, useDetachFirewall } from "./firewallMutations";
import { firewallName } from "./queries";
import { plainName, ResourceName } from "../../shared/names";

/** A VM's firewalls (on its network tab, which shows the loading and a failure to load): those that guard it, each detached in place, and others of its location attached. */
export function VmFirewallsCard({ vm, location }: { vm: Pick<VirtualMachine, "uuid" | "name">; location: string }) {
  const client = useApiClient();
  const all = useSuspenseQuery(networkQueries.firewalls(client, location)).data;
  const attach = useAttachFirewall(location);
  const detach = useDetachFirewall(location);
  const guards = all.filter((firewall) => firewall.resources_assigned.some((resource) => resource.resource_uuid === vm.uuid));
  const others = all.filter((firewall) => !guards.includes(firewall));
  // Every uuid here comes from a row of `all`: one missing from it is a fault, not a state to show.
  const input = (firewallUuid: string) => ({ firewallUuid, firewallName: firewallName(findById(all, firewallUuid, "uuid")), vmUuid: vm.uuid, vmName: vm.name });
  return (
    <Card title="Firewalls" description="Only the traffic the rules of these firewalls allow reaches this virtual machine." stack>
      <Table
        caption="Firewalls guarding this virtual machine"
        captionHidden
        dense
        rows={guards}
        rowKey={(firewall) => firewall.uuid}
        emptyText="No firewall guards this virtual machine."
        rowActionsLabel="Actions"
        rowActions={(firewall) => (
          <Button variant="ghost" size="sm" loading={detach.isPending && detach.variables.firewallUuid === firewall.uuid} onClick={() => detach.mutate(input(firewall.uuid))} aria-label={`Detach ${plainName(firewallName(firewall))}`}>
            Detach
          </Button>
        )}
        columns={[
          {
            key: "name",
            header: "Name",
            cell: (firewall) => (
              <Link className={linkClass} to={`/network/firewall/${location}/${firewall.uuid}`}>
                <ResourceName name={firewallName(firewall)} />
              </Link>
            ),
          },
          { key: "rules", header: "Rules", cell: (firewall) => firewall.rules.length, align: "end" },
        ]}
      />
      {others.length > 0 && (
        <ChoiceForm
          label="Attach a firewall"
          fieldLabel="Firewall"
          placeholder="Choose a firewall"
          choices={others.map((firewall) => ({ value: firewall.uuid, name: firewallName(firewall) }))}
          submitLabel="Attach"
          pending={attach.isPending}
          onSubmit={(uuid, done) => attach.mutate(input(uuid), { onSuccess: done })}
        />
      )}
    </Card>
  );
}
