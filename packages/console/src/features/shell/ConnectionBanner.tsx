import { useQueryClient } from "@tanstack/react-query";
import { Button } from "@cloudconsole/ui";
import { useFormat } from "../../format";
import { useServerConnection } from "./serverConnection";
import * as styles from "./AppShell.css";

/** What the banner says while refreshes fail: the spec's connection failure, and how old the data on screen is. */
export function connectionLostText(dataFrom: string): string {
  return `Failed to connect to server. Showing data from ${dataFrom} until the connection returns.`;
}

/**
 * Shown as soon as a refresh of the data on screen fails for want of the server (no connection, 5xx), so nobody
 * takes old data for current; gone once a fetch succeeds again. 'Retry now' refreshes what is on screen at once.
 */
export function ConnectionBanner() {
  const queryClient = useQueryClient();
  const connection = useServerConnection(queryClient.getQueryCache());
  const format = useFormat();
  if (connection.reachable) return null;
  return (
    <div className={styles.connectionBanner}>
      <p className={styles.connectionText} role="status">
        {connectionLostText(format.dateTime(connection.dataFrom))}
      </p>
      <Button size="sm" variant="secondary" onClick={() => void queryClient.refetchQueries({ type: "active" })}>
        Retry now
      </Button>
    </div>
  );
}
