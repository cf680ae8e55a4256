import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { servicesQueries } from "@cloudconsole/sdk/query";
import { Button, Card, CopyButton, DescriptionList, Inline, Spinner } from "@cloudconsole/ui";
import { useApiClient } from "../../../api/ApiClientContext";
import { useT } from "../../../i18n";
import { serviceDetailMessages } from "./messages";
import * as styles from "../services.css";
import { FailureNotice } from "../../../screens/FailureNotice";

/** The service's credentials, fetched only when asked for and never kept in the cache after the page closes. */
export function ServiceSecrets({ uuid }: { uuid: string }) {
  const client = useApiClient();
  const [revealed, setRevealed] = useState(false);
  const t = useT(serviceDetailMessages);
  const secrets = useQuery({ ...servicesQueries.secrets(client, uuid), enabled: revealed, gcTime: 0, staleTime: Number.POSITIVE_INFINITY });
  return (
    <Card
      title={t("secrets.title")}
      description={t("secrets.description")}
      actions={
        <Button size="sm" variant="secondary" onClick={() => setRevealed((shown) => !shown)} aria-expanded={revealed}>
          {revealed ? t("secrets.hide") : t("secrets.reveal")}
        </Button>
      }
      stack
    >
      {!revealed ? (
        <p className={styles.cardText}>{t("secrets.hidden")}</p>
      ) : secrets.isPending ? (
        <Spinner label={t("secrets.loading")} />
      ) : secrets.isError ? (
        <FailureNotice title={t("secrets.failed")} error={secrets.error} />
      ) : (
        <DescriptionList
          items={Object.entries(secrets.data).map(([key, value]) => ({
            term: key,
            description: (
              <Inline gap="xs">
                <code className={styles.code}>{String(value)}</code>
                <CopyButton text={String(value)} size="sm" aria-label={t("secrets.copy", { key })} />
              </Inline>
            ),
          }))}
        />
      )}
    </Card>
  );
}
