import { useQueryClient } from "@tanstack/react-query";
import { Button } from "@cloudconsole/ui";
import { useFormat } from "../../format";
import { useT } from "../../i18n";
import { shellMessages } from "./messages";
import { useServerConnection } from "./serverConnection";
import * as styles from "./AppShell.css";

/**
 * Shown as soon as a refresh of the data on screen fails for want of the server (no connection, 5xx), so nobody
 * takes old data for current; gone once a fetch succeeds again. 'Retry now' refreshes what is on screen at once.
 */
export function ConnectionBanner() {
  const queryClient = useQueryClient();
  const connection = useServerConnection(queryClient.getQueryCache());
  const format = useFormat();
  const t = useT(shellMessages);
  if (connection.reachable) return null;
  return (
    <div className={styles.connectionBanner}>
      <p className={styles.connectionText} role="status">
        {t("connectionLost", { dataFrom: format.dateTime(connection.dataFrom) })}
      </p>
      <Button size="sm" variant="secondary" onClick={() => void queryClient.refetchQueries({ type: "active" })}>
        {t("retryNow")}
      </Button>
    </div>
  );
}
