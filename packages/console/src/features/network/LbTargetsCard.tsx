import type { LoadBalancer } from "@cloudconsole/sdk";
import { Button, Card, Table } from "@cloudconsole/ui";
import { ChoiceForm } from "./ChoiceForm";
import { useAddTarget, useRemoveTarget } from "./mutations";
import type { NetworkResources } from "./queries";
import { plainName, ResourceName } from "../../shared/names";
import * as styles from "./network.css";

/** The VMs that receive the connections; only VMs of the load balancer's network can be added. */
export function LbTargetsCard({ lb, location, resources }: { lb: LoadBalancer; location: string; resources: NetworkResources }) {
  const add = useAddTarget(location, lb.uuid);
  const remove = useRemoveTarget(location, lb.uuid);
  const vmName = (uuid: string) => resources.vms.find((row) => row.location === location && row.item.uuid === uuid)?.item.name ?? "Unknown virtual machine";
  const network = resources.networks.find((row) => row.location === location && row.item.uuid === lb.network_uuid)?.item;
  const targeted = new Set(lb.targets.map((target) => target.target_uuid));
  const candidates = resources.vms.filter((row) => row.location === location && network?.vm_uuids?.includes(row.item.uuid) && !targeted.has(row.item.uuid));
  return (
    <Card title="Targets" description="Virtual machines in the load balancer's network that receive its connections." stack>
      <Table
        caption="Targets"
        captionHidden
        dense
        rows={lb.targets}
        rowKey={(target) => target.target_uuid}
        emptyText="No targets: connections have nowhere to go."
        rowActionsLabel="Actions"
        rowActions={(target) => (
          <Button
            variant="ghost"
            size="sm"
            loading={remove.isPending && remove.variables.vmUuid === target.target_uuid}
            onClick={() => remove.mutate({ vmUuid: target.target_uuid, name: vmName(target.target_uuid) })}
            aria-label={`Remove ${plainName(vmName(target.target_uuid))}`}
          >
            Remove
          </Button>
        )}
        columns={[
          { key: "name", header: "Virtual machine", cell: (target) => <ResourceName name={vmName(target.target_uuid)} />, sortValue: (target) => vmName(target.target_uuid).toLowerCase() },
          { key: "ip", header: "Private IP", cell: (target) => <span className={styles.mono}>{target.target_ip_address ?? "—"}</span> },
        ]}
      />
      {candidates.length === 0 ? (
        <p className={styles.muted}>Every virtual machine in this network is a target already, or there are none.</p>
      ) : (
        <ChoiceForm
          label="Add a target"
          fieldLabel="Virtual machine"
          placeholder="Choose a virtual machine"
          choices={candidates.map((row) => ({ value: row.item.uuid, name: row.item.name }))}
          submitLabel="Add target"
          pending={add.isPending}
          onSubmit={(vmUuid, done) => add.mutate({ vmUuid, name: vmName(vmUuid) }, { onSuccess: done })}
        />
      )}
    </Card>
  );
}
