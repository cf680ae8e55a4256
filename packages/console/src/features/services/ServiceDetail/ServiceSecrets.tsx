import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { servicesQueries } from "@cloudconsole/sdk/query";
import { Button, Card, CopyButton, DescriptionList, Inline, Spinner } from "@cloudconsole/ui";
import { useApiClient } from "../../../api/ApiClientContext";
import { SERVICE_FAILURE } from "../constants";
import * as styles from "../services.css";
import { FailureNotice } from "../../../screens/FailureNotice";

/** The service's credentials, fetched only when asked for and never kept in the cache after the page closes. */
export function ServiceSecrets({ uuid }: { uuid: string }) {
  const client = useApiClient();
  const [revealed, setRevealed] = useState(false);
  const secrets = useQuery({ ...servicesQueries.secrets(client, uuid), enabled: revealed, gcTime: 0, staleTime: Number.POSITIVE_INFINITY });
  return (
    <Card
      title="Secrets"
      description="Passwords and keys to connect with."
      actions={
        <Button size="sm" variant="secondary" onClick={() => setRevealed((shown) => !shown)} aria-expanded={revealed}>
          {revealed ? "Hide secrets" : "Reveal secrets"}
        </Button>
      }
      stack
    >
      {!revealed ? (
        <p className={styles.cardText}>Hidden. They are fetched from the API only when you reveal them.</p>
      ) : secrets.isPending ? (
        <Spinner label="Loading secrets" />
      ) : secrets.isError ? (
        <FailureNotice title={SERVICE_FAILURE.secrets} error={secrets.error} />
      ) : (
        <DescriptionList
          items={Object.entries(secrets.data).map(([key, value]) => ({
            term: key,
            description: (
              <Inline gap="xs">
                <code className={styles.code}>{String(value)}</code>
                <CopyButton text={String(value)} size="sm" aria-label={`Copy ${key}`} />
              </Inline>
            ),
          }))}
        />
      )}
    </Card>
  );
}
