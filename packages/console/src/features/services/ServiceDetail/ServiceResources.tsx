import type { ServicePackage } from "@cloudconsole/sdk";
import { Button, Card, Table } from "@cloudconsole/ui";
import { formatMemory } from "../../../format";
import { useT } from "../../../i18n";
import { StatusBadge } from "../../../shared/compute";
import { servicesMessages } from "../messages";
import { useStartResource, useStopResource } from "../queries";
import { resourceStatus, statusDisplay } from "../serviceStatus";
import { serviceDetailMessages, type ServiceDetailT } from "./messages";

type Resource = NonNullable<ServicePackage["resources"]>[number];

function size(resource: Resource): string {
  const { vcpu, memory } = resource.resource_allocation ?? {};
  return typeof vcpu === "number" && typeof memory === "number" ? `${vcpu} vCPU · ${formatMemory(memory)}` : "—";
}

/** A resource as the table names it: its kind and the start of its id. */
function resourceName(resource: Resource, t: ServiceDetailT): string {
  const id = resource.resource_id.slice(0, 8);
  return resource.resource_type === "vm" ? t("resources.vm", { id }) : t("resources.virtualIp", { id });
}

/** The service's VMs, each started or stopped on its own (not while the service is being created or rebuilt). */
export function ServiceResources({ service }: { service: ServicePackage }) {
  const start = useStartResource(service.uuid);
  const stop = useStopResource(service.uuid);
  const busy = service.status === "creating" || service.status === "rebuilding";
  const t = useT(serviceDetailMessages);
  const statusT = useT(servicesMessages);
  return (
    <Card title={t("resources.title")} description={t("resources.description")} stack>
      <Table
        caption={t("resources.caption")}
        captionHidden
        dense
        rows={service.resources ?? []}
        rowKey={(resource) => resource.resource_id}
        emptyText={t("resources.empty")}
        columns={[
          { key: "id", header: t("resources.resource"), cell: (resource) => resourceName(resource, t) },
          { key: "size", header: t("resources.size"), cell: size, hideOnMobile: true },
          { key: "status", header: t("status"), cell: (resource) => <StatusBadge {...statusDisplay(resourceStatus(resource), statusT)} /> },
        ]}
        rowActions={(resource) => {
          if (resource.resource_type !== "vm") return null;
          const status = resourceStatus(resource);
          const label = resource.resource_id.slice(0, 8);
          return status === "stopped" ? (
            <Button size="sm" variant="secondary" disabled={busy} loading={start.isPending && start.variables === resource.resource_id} onClick={() => start.mutate(resource.resource_id)} aria-label={t("resources.startLabel", { id: label })}>
              {t("resources.start")}
            </Button>
          ) : (
            <Button size="sm" variant="secondary" disabled={busy || status !== "running"} loading={stop.isPending && stop.variables === resource.resource_id} onClick={() => stop.mutate(resource.resource_id)} aria-label={t("resources.stopLabel", { id: label })}>
              {t("resources.stop")}
            </Button>
          );
        }}
      />
    </Card>
  );
}
