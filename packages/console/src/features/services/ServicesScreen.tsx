import { useDeferredValue, useMemo, useState } from "react";
import { Link } from "react-router";
import type { ServicePackage } from "@cloudconsole/sdk";
import { EmptyState, FilterBar, Heading, PageHeader, Select, Stack, Table, TextField, buttonClass, type TableLinkProps } from "@cloudconsole/ui";
import { useLocations } from "../../config/ConfigLayout";
import { dateSortValue, useFormat } from "../../format";
import { useT } from "../../i18n";
import { locationName, StatusBadge } from "../../shared/compute";
import { Catalogue } from "./Catalogue";
import { servicesMessages } from "./messages";
import { useServiceLists } from "./queries";
import { serviceLocation, serviceTypeName, statusDisplay } from "./serviceStatus";
import { ResourceName } from "../../shared/names";
import * as styles from "./services.css";

function routerLink({ href, ...props }: TableLinkProps) {
  return <Link to={href} {...props} />;
}

function CreateServiceLink() {
  const t = useT(servicesMessages);
  return (
    <Link className={buttonClass({ variant: "primary", size: "sm" })} to="/services/create">
      {t("create")}
    </Link>
  );
}

/** /services: the user's managed services (filtered, sorted) and the catalogue of what can be created. */
export function ServicesScreen() {
  const { services, catalogue } = useServiceLists();
  const t = useT(servicesMessages);
  return (
    <Stack as="section" gap="lg" className={styles.screen} aria-labelledby="services-title">
      <PageHeader className={styles.pageHeader} title={<span id="services-title">{t("title")}</span>} subtitle={t("subtitle")} actions={<CreateServiceLink />} />
      <Stack as="section" gap="sm" aria-labelledby="service-list-title">
        <Heading level={2} id="service-list-title">
          {t("list.title")}
        </Heading>
        {services.length === 0 ? (
          <EmptyState title={t("list.emptyTitle")} text={t("list.emptyText")} action={<CreateServiceLink />} />
        ) : (
          <ServiceList services={services} />
        )}
      </Stack>
      <Stack as="section" gap="sm" aria-labelledby="catalogue-title">
        <Heading level={2} id="catalogue-title">
          {t("catalogue.title")}
        </Heading>
        <Catalogue catalogue={catalogue} />
      </Stack>
    </Stack>
  );
}

function ServiceList({ services }: { services: ServicePackage[] }) {
  const format = useFormat();
  const t = useT(servicesMessages);
  const locations = useLocations();
  const [text, setText] = useState("");
  const [type, setType] = useState("");
  const [status, setStatus] = useState("");
  const search = useDeferredValue(text.trim().toLowerCase());
  const shown = useMemo(
    () =>
      services.filter(
        (service) =>
          service.display_name.toLowerCase().includes(search) && (!type || service.service === type) && (!status || statusDisplay(service.status, t).label === status),
      ),
    [services, search, type, status, t],
  );
  const types = [...new Set(services.map((service) => service.service))];
  const statuses = [...new Set(services.map((service) => statusDisplay(service.status, t).label))];
  return (
    <Stack gap="sm">
      <FilterBar label={t("list.filter")} canReset={text !== "" || type !== "" || status !== ""} onReset={() => (setText(""), setType(""), setStatus(""))}>
        <TextField label={t("list.search")} type="search" placeholder={t("list.searchPlaceholder")} value={text} onChange={(event) => setText(event.target.value)} autoComplete="off" />
        <Select label={t("column.service")} value={type} onChange={(event) => setType(event.target.value)}>
          <option value="">{t("list.anyService")}</option>
          {types.map((candidate) => (
            <option key={candidate} value={candidate}>
              {serviceTypeName(candidate, t)}
            </option>
          ))}
        </Select>
        <Select label={t("column.status")} value={status} onChange={(event) => setStatus(event.target.value)}>
          <option value="">{t("list.anyStatus")}</option>
          {statuses.map((candidate) => (
            <option key={candidate}>{candidate}</option>
          ))}
        </Select>
      </FilterBar>
      <Table
        phoneCards
        caption={t("list.caption")}
        captionHidden
        rows={shown}
        rowKey={(service) => service.uuid}
        rowHref={(service) => `/services/service/${serviceLocation(service)}/${service.uuid}`}
        renderLink={routerLink}
        defaultSort={{ key: "name", direction: "ascending" }}
        emptyText={t("list.noMatch")}
        columns={[
          { key: "name", header: t("column.name"), cell: (service) => <ResourceName name={service.display_name} />, sortValue: (service) => service.display_name.toLowerCase() },
          { key: "status", header: t("column.status"), cell: (service) => <StatusBadge {...statusDisplay(service.status, t)} />, sortValue: (service) => statusDisplay(service.status, t).label, phone: "status" },
          { key: "service", header: t("column.service"), cell: (service) => `${serviceTypeName(service.service, t)} ${service.version}`, sortValue: (service) => service.service, phone: "figure" },
          { key: "location", header: t("column.location"), cell: (service) => locationName(locations, serviceLocation(service)), hideOnMobile: true },
          { key: "created", header: t("column.created"), cell: (service) => format.dateTime(service.created_at), sortValue: (service) => dateSortValue(service.created_at), hideOnMobile: true, nowrap: true },
        ]}
      />
    </Stack>
  );
}
