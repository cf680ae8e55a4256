import type { ServicePackage } from "@cloudconsole/sdk";
import { Button, Card, Table } from "@cloudconsole/ui";
import { formatMemory } from "../../../format";
import { StatusBadge } from "../../../shared/compute";
import { useStartResource, useStopResource } from "../queries";
import { resourceStatus, statusDisplay } from "../serviceStatus";

type Resource = NonNullable<ServicePackage["resources"]>[number];

function size(resource: Resource): string {
  const { vcpu, memory } = resource.resource_allocation ?? {};
  return typeof vcpu === "number" && typeof memory === "number" ? `${vcpu} vCPU · ${formatMemory(memory)}` : "—";
}

/** The service's VMs, each started or stopped on its own (not while the service is being created or rebuilt). */
export function ServiceResources({ service }: { service: ServicePackage }) {
  const start = useStartResource(service.uuid);
  const stop = useStopResource(service.uuid);
  const busy = service.status === "creating" || service.status === "rebuilding";
  return (
    <Card title="Resources" description="The VMs the service runs on." stack>
      <Table
        caption="Service resources"
        captionHidden
        dense
        rows={service.resources ?? []}
        rowKey={(resource) => resource.resource_id}
        emptyText="No resources"
        columns={[
          { key: "id", header: "Resource", cell: (resource) => `${resource.resource_type === "vm" ? "VM" : "Virtual IP"} ${resource.resource_id.slice(0, 8)}` },
          { key: "size", header: "Size", cell: size, hideOnMobile: true },
          { key: "status", header: "Status", cell: (resource) => <StatusBadge {...statusDisplay(resourceStatus(resource))} /> },
        ]}
        rowActions={(resource) => {
          if (resource.resource_type !== "vm") return null;
          const status = resourceStatus(resource);
          const label = resource.resource_id.slice(0, 8);
          return status === "stopped" ? (
            <Button size="sm" variant="secondary" disabled={busy} loading={start.isPending && start.variables === resource.resource_id} onClick={() => start.mutate(resource.resource_id)} aria-label={`Start VM ${label}`}>
              Start
            </Button>
          ) : (
            <Button size="sm" variant="secondary" disabled={busy || status !== "running"} loading={stop.isPending && stop.variables === resource.resource_id} onClick={() => stop.mutate(resource.resource_id)} aria-label={`Stop VM ${label}`}>
              Stop
            </Button>
          );
        }}
      />
    </Card>
  );
}
