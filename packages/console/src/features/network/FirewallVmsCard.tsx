import type { Firewall } from "@cloudconsole/sdk";
import { Button, Card, Table } from "@cloudconsole/ui";
import { StatusBadge, vmStatusDisplay } from "../../shared/compute";
import { ChoiceForm } from "./ChoiceForm";
import { useAttachFirewall, useDetachFirewall } from "./firewallMutations";
import { routerLink } from "./listing";
import { firewallName, type NetworkResources } from "./queries";
import { plainName, ResourceName } from "../../shared/names";
import * as styles from "./network.css";

/** The VMs the firewall guards, each detached in place, and any other VM of its location attached below. */
export function FirewallVmsCard({ firewall, location, resources }: { firewall: Firewall; location: string; resources: NetworkResources }) {
  const attach = useAttachFirewall(location);
  const detach = useDetachFirewall(location);
  const name = firewallName(firewall);
  const guarded = new Set(firewall.resources_assigned.map((resource) => resource.resource_uuid));
  const locationVms = resources.vms.filter((row) => row.location === location && row.item.status !== "deleted");
  const rows = locationVms.filter((row) => guarded.has(row.item.uuid));
  const candidates = locationVms.filter((row) => !guarded.has(row.item.uuid));
  const vmName = (uuid: string) => locationVms.find((row) => row.item.uuid === uuid)?.item.name ?? "Unknown virtual machine";
  const input = (vmUuid: string) => ({ firewallUuid: firewall.uuid, firewallName: name, vmUuid, vmName: vmName(vmUuid) });
  return (
    <Card title="Virtual machines" description="The virtual machines this firewall guards." stack>
      <Table
        caption="Virtual machines behind this firewall"
        captionHidden
        dense
        rows={rows}
        rowKey={(row) => row.item.uuid}
        rowHref={(row) => `/compute/vm/${location}/${row.item.uuid}`}
        renderLink={routerLink}
        emptyText="No virtual machines: the firewall guards nothing yet."
        defaultSort={{ key: "name", direction: "ascending" }}
        rowActionsLabel="Actions"
        rowActions={(row) => (
          <Button
            variant="ghost"
            size="sm"
            loading={detach.isPending && detach.variables.vmUuid === row.item.uuid}
            onClick={() => detach.mutate(input(row.item.uuid))}
            aria-label={`Detach ${plainName(row.item.name)}`}
          >
            Detach
          </Button>
        )}
        columns={[
          { key: "name", header: "Name", cell: (row) => <ResourceName name={row.item.name} />, sortValue: (row) => row.item.name.toLowerCase() },
          { key: "status", header: "Status", cell: (row) => <StatusBadge {...vmStatusDisplay(row.item.status)} /> },
          { key: "ip", header: "Private IP", cell: (row) => <span className={styles.mono}>{row.item.private_ipv4 || "—"}</span>, hideOnMobile: true },
        ]}
      />
      {candidates.length === 0 ? (
        <p className={styles.muted}>Every virtual machine in this location is behind this firewall already, or there are none.</p>
      ) : (
        <ChoiceForm
          label="Attach to a virtual machine"
          fieldLabel="Virtual machine"
          placeholder="Choose a virtual machine"
          choices={candidates.map((row) => ({ value: row.item.uuid, name: row.item.name }))}
          submitLabel="Attach"
          pending={attach.isPending}
          onSubmit={(uuid, done) => attach.mutate(input(uuid), { onSuccess: done })}
        />
      )}
    </Card>
  );
}
