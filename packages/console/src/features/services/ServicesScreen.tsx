import { useDeferredValue, useMemo, useState } from "react";
import { Link } from "react-router";
import type { ServicePackage } from "@cloudconsole/sdk";
import { EmptyState, FilterBar, Heading, PageHeader, Select, Stack, Table, TextField, buttonClass, type TableLinkProps } from "@cloudconsole/ui";
import { useLocations } from "../../config/ConfigLayout";
import { dateSortValue, useFormat } from "../../format";
import { locationName, StatusBadge } from "../../shared/compute";
import { Catalogue } from "./Catalogue";
import { useServiceLists } from "./queries";
import { SERVICE_NAMES, serviceLocation, statusDisplay } from "./serviceStatus";
import { ResourceName } from "../../shared/names";
import * as styles from "./services.css";

function routerLink({ href, ...props }: TableLinkProps) {
  return <Link to={href} {...props} />;
}

const createLink = (
  <Link className={buttonClass({ variant: "primary", size: "sm" })} to="/services/create">
    Create managed service
  </Link>
);

/** /services: the user's managed services (filtered, sorted) and the catalogue of what can be created. */
export function ServicesScreen() {
  const { services, catalogue } = useServiceLists();
  return (
    <Stack as="section" gap="lg" className={styles.screen} aria-labelledby="services-title">
      <PageHeader className={styles.pageHeader} title={<span id="services-title">Services</span>} subtitle="Managed databases and Kubernetes, run for you on their own VMs." actions={createLink} />
      <Stack as="section" gap="sm" aria-labelledby="service-list-title">
        <Heading level={2} id="service-list-title">
          Your services
        </Heading>
        {services.length === 0 ? (
          <EmptyState title="No managed services yet" text="Choose a service below, or create one with the button." action={createLink} />
        ) : (
          <ServiceList services={services} />
        )}
      </Stack>
      <Stack as="section" gap="sm" aria-labelledby="catalogue-title">
        <Heading level={2} id="catalogue-title">
          Catalogue
        </Heading>
        <Catalogue catalogue={catalogue} />
      </Stack>
    </Stack>
  );
}

function ServiceList({ services }: { services: ServicePackage[] }) {
  const format = useFormat();
  const locations = useLocations();
  const [text, setText] = useState("");
  const [type, setType] = useState("");
  const [status, setStatus] = useState("");
  const search = useDeferredValue(text.trim().toLowerCase());
  const shown = useMemo(
    () =>
      services.filter(
        (service) =>
          service.display_name.toLowerCase().includes(search) && (!type || service.service === type) && (!status || statusDisplay(service.status).label === status),
      ),
    [services, search, type, status],
  );
  const types = [...new Set(services.map((service) => service.service))];
  const statuses = [...new Set(services.map((service) => statusDisplay(service.status).label))];
  return (
    <Stack gap="sm">
      <FilterBar label="Filter managed services" canReset={text !== "" || type !== "" || status !== ""} onReset={() => (setText(""), setType(""), setStatus(""))}>
        <TextField label="Search" type="search" placeholder="Service name" value={text} onChange={(event) => setText(event.target.value)} autoComplete="off" />
        <Select label="Service" value={type} onChange={(event) => setType(event.target.value)}>
          <option value="">Any service</option>
          {types.map((candidate) => (
            <option key={candidate} value={candidate}>
              {SERVICE_NAMES[candidate] ?? candidate}
            </option>
          ))}
        </Select>
        <Select label="Status" value={status} onChange={(event) => setStatus(event.target.value)}>
          <option value="">Any status</option>
          {statuses.map((candidate) => (
            <option key={candidate}>{candidate}</option>
          ))}
        </Select>
      </FilterBar>
      <Table
        phoneCards
        caption="Managed services"
        captionHidden
        rows={shown}
        rowKey={(service) => service.uuid}
        rowHref={(service) => `/services/service/${serviceLocation(service)}/${service.uuid}`}
        renderLink={routerLink}
        defaultSort={{ key: "name", direction: "ascending" }}
        emptyText="No service matches the filter"
        columns={[
          { key: "name", header: "Name", cell: (service) => <ResourceName name={service.display_name} />, sortValue: (service) => service.display_name.toLowerCase() },
          { key: "status", header: "Status", cell: (service) => <StatusBadge {...statusDisplay(service.status)} />, sortValue: (service) => statusDisplay(service.status).label, phone: "status" },
          { key: "service", header: "Service", cell: (service) => `${SERVICE_NAMES[service.service] ?? service.service} ${service.version}`, sortValue: (service) => service.service, phone: "figure" },
          { key: "location", header: "Location", cell: (service) => locationName(locations, serviceLocation(service)), hideOnMobile: true },
          { key: "created", header: "Created", cell: (service) => format.dateTime(service.created_at), sortValue: (service) => dateSortValue(service.created_at), hideOnMobile: true, nowrap: true },
        ]}
      />
    </Stack>
  );
}
