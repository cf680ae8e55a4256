import { Link, useNavigate, useParams } from "react-router";
import { useQuery } from "@tanstack/react-query";
import type { BillingAccount, ServicePackage } from "@cloudconsole/sdk";
import { Button, Card, ConfirmDialog, CopyButton, DescriptionList, Inline, Notice, PageHeader, Stack, linkClass } from "@cloudconsole/ui";
import { useLocations } from "../../../config/ConfigLayout";
import { useFormat } from "../../../format";
import { LoadFailure } from "../../../screens/LoadFailure";
import { locationName, StatusBadge } from "../../../shared/compute";
import { SERVICE_FAILURE } from "../constants";
import { useApiClient } from "../../../api/ApiClientContext";
import { runningServicePrice } from "../pricing";
import { pricesQuery, useDeleteService, useRebuildService, useServiceDetail } from "../queries";
import { SERVICE_NAMES, serviceLocation, statusDisplay } from "../serviceStatus";
import { ServiceAddresses } from "./ServiceAddresses";
import { ServiceResources } from "./ServiceResources";
import { ServiceSecrets } from "./ServiceSecrets";
import { ServiceSettings } from "./ServiceSettings";
import * as styles from "../services.css";

const back = (
  <Link className={linkClass} to="/services">
    ← Services
  </Link>
);

/** /services/service/{location}/{id}: status, connection, VMs, secrets, allowed addresses, settings, rebuild and delete. */
export function ServiceDetailScreen() {
  const { serviceId = "", location = "" } = useParams();
  const { service, accounts } = useServiceDetail(serviceId, location);
  if (!service) {
    return (
      <Stack as="section" gap="lg" className={styles.screen} aria-labelledby="service-title">
        <PageHeader className={styles.pageHeader} back={back} title={<span id="service-title">Managed service</span>} />
        <Notice tone="error" title="Not found">
          There is no managed service {serviceId}. It may have been deleted.
        </Notice>
      </Stack>
    );
  }
  return <ServiceDetail key={service.uuid} service={service} location={serviceLocation(service) || location} accounts={accounts} />;
}

function ServiceDetail({ service, location, accounts }: { service: ServicePackage; location: string; accounts: BillingAccount[] }) {
  const format = useFormat();
  const locations = useLocations();
  const navigate = useNavigate();
  const rebuild = useRebuildService(service.uuid, location);
  const remove = useDeleteService(service.uuid, service.display_name);
  const properties = service.properties ?? {};
  const host = typeof properties.service_ip === "string" ? properties.service_ip : undefined;
  const port = typeof properties.port === "number" || typeof properties.port === "string" ? String(properties.port) : undefined;
  const user = typeof properties.sql_user === "string" ? properties.sql_user : undefined;
  const busy = service.status === "creating" || service.status === "rebuilding";
  // Prices do not hold the page back.
  const prices = useQuery(pricesQuery(useApiClient())).data;
  const price = prices && runningServicePrice(prices, service);
  return (
    <Stack as="section" gap="lg" className={styles.screen} aria-labelledby="service-title">
      <PageHeader
        className={styles.pageHeader}
        back={back}
        title={<span id="service-title">{service.display_name}</span>}
        subtitle={<StatusBadge {...statusDisplay(service.status)} />}
        actions={
          <Inline gap="xs">
            <ConfirmDialog
              tone="primary"
              title={`Rebuild ${service.display_name}?`}
              description="Its VMs are reinstalled from the service image; the service is unavailable until the rebuild ends. Data on the VMs' disks is kept."
              confirmLabel="Rebuild"
              onConfirm={() => rebuild.mutateAsync()}
              trigger={
                <Button variant="secondary" disabled={busy}>
                  Rebuild
                </Button>
              }
            />
            <ConfirmDialog
              title={`Delete ${service.display_name}?`}
              description="Its VMs, data and reserved IP are deleted. This cannot be undone."
              confirmLabel="Delete service"
              onConfirm={async () => {
                await remove.mutateAsync();
                await navigate("/services");
              }}
              trigger={<Button variant="danger">Delete</Button>}
            />
          </Inline>
        }
      />
      <Card title="Connection" stack>
        <DescriptionList
          items={[
            { term: "Service", description: `${SERVICE_NAMES[service.service] ?? service.service} ${service.version}` },
            { term: "Status", description: statusDisplay(service.status).label },
            { term: "Host", description: host ? <Inline gap="xs"><code className={styles.code}>{host}</code><CopyButton text={host} size="sm" aria-label="Copy host" /></Inline> : "—" },
            { term: "Port", description: port ?? "—" },
            { term: "User", description: user ?? "—" },
            { term: "Location", description: locationName(locations, location) },
            { term: "Nodes", description: service.is_multi_node ? "Multi node" : "Single node" },
            { term: "Price", description: price ? `${format.money(price.monthly)} a month (${format.money(price.hourly, { precise: true })} an hour)` : "—" },
            { term: "Created", description: format.dateTime(service.created_at) },
          ]}
        />
      </Card>
      <ServiceResources service={service} />
      <ServiceSecrets uuid={service.uuid} />
      <LoadFailure title={SERVICE_FAILURE.whitelist} loading="Loading allowed addresses">
        <ServiceAddresses uuid={service.uuid} location={location} />
      </LoadFailure>
      <ServiceSettings service={service} accounts={accounts} />
    </Stack>
  );
}
