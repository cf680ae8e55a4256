import { Link, useNavigate, useParams } from "react-router";
import { useQuery } from "@tanstack/react-query";
import type { BillingAccount, ServicePackage } from "@cloudconsole/sdk";
import { Button, Card, ConfirmDialog, CopyButton, DescriptionList, Inline, Notice, PageHeader, Stack, linkClass } from "@cloudconsole/ui";
import { useLocations } from "../../../config/ConfigLayout";
import { useFormat } from "../../../format";
import { useT } from "../../../i18n";
import { LoadFailure } from "../../../screens/LoadFailure";
import { locationName, StatusBadge } from "../../../shared/compute";
import { useApiClient } from "../../../api/ApiClientContext";
import { runningServicePrice } from "../pricing";
import { pricesQuery, useDeleteService, useRebuildService, useServiceDetail } from "../queries";
import { servicesMessages } from "../messages";
import { serviceLocation, serviceTypeName, statusDisplay } from "../serviceStatus";
import { serviceDetailMessages } from "./messages";
import { ServiceAddresses } from "./ServiceAddresses";
import { ServiceResources } from "./ServiceResources";
import { ServiceSecrets } from "./ServiceSecrets";
import { ServiceSettings } from "./ServiceSettings";
import * as styles from "../services.css";

function ServicesBack() {
  const t = useT(serviceDetailMessages);
  return (
    <Link className={linkClass} to="/services">
      {t("back")}
    </Link>
  );
}

/** /services/service/{location}/{id}: status, connection, VMs, secrets, allowed addresses, settings, rebuild and delete. */
export function ServiceDetailScreen() {
  const { serviceId = "", location = "" } = useParams();
  const { service, accounts } = useServiceDetail(serviceId, location);
  const t = useT(serviceDetailMessages);
  if (!service) {
    return (
      <Stack as="section" gap="lg" className={styles.screen} aria-labelledby="service-title">
        <PageHeader className={styles.pageHeader} back={<ServicesBack />} title={<span id="service-title">{t("managedService")}</span>} />
        <Notice tone="error" title={t("notFound")}>
          {t("notFoundText", { id: serviceId })}
        </Notice>
      </Stack>
    );
  }
  return <ServiceDetail key={service.uuid} service={service} location={serviceLocation(service) || location} accounts={accounts} />;
}

function ServiceDetail({ service, location, accounts }: { service: ServicePackage; location: string; accounts: BillingAccount[] }) {
  const format = useFormat();
  const t = useT(serviceDetailMessages);
  const servicesT = useT(servicesMessages);
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
        back={<ServicesBack />}
        title={<span id="service-title">{service.display_name}</span>}
        subtitle={<StatusBadge {...statusDisplay(service.status, servicesT)} />}
        actions={
          <Inline gap="xs">
            <ConfirmDialog
              tone="primary"
              title={t("rebuild.title", { name: service.display_name })}
              description={t("rebuild.description")}
              confirmLabel={t("rebuild.confirm")}
              onConfirm={() => rebuild.mutateAsync()}
              trigger={
                <Button variant="secondary" disabled={busy}>
                  {t("rebuild.confirm")}
                </Button>
              }
            />
            <ConfirmDialog
              title={t("delete.title", { name: service.display_name })}
              description={t("delete.description")}
              confirmLabel={t("delete.confirm")}
              onConfirm={async () => {
                await remove.mutateAsync();
                await navigate("/services");
              }}
              trigger={<Button variant="danger">{t("delete.button")}</Button>}
            />
          </Inline>
        }
      />
      <Card title={t("connection.title")} stack>
        <DescriptionList
          items={[
            { term: t("connection.service"), description: `${serviceTypeName(service.service, servicesT)} ${service.version}` },
            { term: t("status"), description: statusDisplay(service.status, servicesT).label },
            { term: t("connection.host"), description: host ? <Inline gap="xs"><code className={styles.code}>{host}</code><CopyButton text={host} size="sm" aria-label={t("connection.copyHost")} /></Inline> : "—" },
            { term: t("connection.port"), description: port ?? "—" },
            { term: t("connection.user"), description: user ?? "—" },
            { term: t("connection.location"), description: locationName(locations, location) },
            { term: t("connection.nodes"), description: service.is_multi_node ? t("connection.multiNode") : t("connection.singleNode") },
            { term: t("connection.price"), description: price ? t("connection.priceValue", { monthly: format.money(price.monthly), hourly: format.money(price.hourly, { precise: true }) }) : "—" },
            { term: t("connection.created"), description: format.dateTime(service.created_at) },
          ]}
        />
      </Card>
      <ServiceResources service={service} />
      <ServiceSecrets uuid={service.uuid} />
      <LoadFailure title={t("addresses.loadFailed")} loading={t("addresses.loading")}>
        <ServiceAddresses uuid={service.uuid} location={location} />
      </LoadFailure>
      <ServiceSettings service={service} accounts={accounts} />
    </Stack>
  );
}
