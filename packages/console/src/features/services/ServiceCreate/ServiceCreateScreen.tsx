import { useMemo, useState } from "react";
import { Link, useLocation, useSearchParams } from "react-router";
import { usePrefetchQuery, useQuery } from "@tanstack/react-query";
import { PageHeader, Stack, linkClass } from "@cloudconsole/ui";
import { useApiClient } from "../../../api/ApiClientContext";
import { useLocations } from "../../../config/ConfigLayout";
import { useT } from "../../../i18n";
import { pricesQuery, useServiceCreateData } from "../queries";
import { serviceLocation } from "../serviceStatus";
import { serviceCreateMessages } from "./messages";
import { presetChoice, sizeLimits } from "./serviceCreateChoices";
import { ServiceCreateForm } from "./ServiceCreateForm";
import { ServiceCreationProgress } from "./ServiceCreationProgress";
import * as styles from "../services.css";

/** /services/create: the form (an application-catalog link preselects the service), then the creation progress. */
export function ServiceCreateScreen() {
  const client = useApiClient();
  // Prices do not hold the form back, but are asked for together with what it needs.
  usePrefetchQuery(pricesQuery(client));
  const { catalogue, parameters, accounts } = useServiceCreateData();
  const prices = useQuery(pricesQuery(client)).data;
  const locations = useLocations();
  const t = useT(serviceCreateMessages);
  const [search] = useSearchParams();
  const limits = useMemo(() => sizeLimits(parameters), [parameters]);
  // Progress belongs to the history entry it started on: 'Create another' (a new entry) shows the form again.
  const { key: entryKey } = useLocation();
  const [created, setCreated] = useState<{ name: string; uuid: string; location: string; startedAt: number; entryKey: string }>();

  if (created && created.entryKey === entryKey) return <ServiceCreationProgress {...created} />;
  return (
    <Stack as="section" gap="lg" className={styles.screen} aria-labelledby="service-create-title">
      <PageHeader
        className={styles.pageHeader}
        back={
          <Link className={linkClass} to="/services">
            {t("back")}
          </Link>
        }
        title={<span id="service-create-title">{t("title")}</span>}
        subtitle={t("subtitle")}
      />
      <ServiceCreateForm
        catalogue={catalogue}
        limits={limits}
        accounts={accounts}
        locations={locations}
        prices={prices}
        preset={presetChoice(catalogue, search)}
        onCreated={(service) => setCreated({ name: service.display_name, uuid: service.uuid, location: serviceLocation(service), startedAt: Date.now(), entryKey })}
      />
    </Stack>
  );
}
