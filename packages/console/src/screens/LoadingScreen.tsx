import { useEffect, useState } from "react";
import { Button, CactusIcon, VisuallyHidden } from "@cloudconsole/ui";
import type { ConnectionState } from "../api/connectionState";
import { CONNECTING_MESSAGE_MAX_DELAY_MS, DEFAULT_LOADING_DELAY_MS } from "../config/constants";
import * as styles from "./screens.css";

export interface LoadingScreenProps {
  /** Where the brand logo lives; without one the cactus is shown. */
  logoUrl?: string;
  logoAlt?: string;
  /** The logo appears only after this delay, so fast loads never flash it. */
  delayMs?: number;
  /** What the console is waiting for; without it (or when idle) the screen says only 'Loading', to screen readers. */
  connection?: ConnectionState;
  /** Tries a retrying request again at once; offered while retrying. */
  onRetryNow?: () => void;
}

/** Whether `delayMs` has passed since the screen appeared. */
function useDelayPassed(delayMs: number): boolean {
  const [passed, setPassed] = useState(delayMs <= 0);
  useEffect(() => {
    if (delayMs <= 0) return;
    const timer = setTimeout(() => setPassed(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);
  return passed;
}

/** The visible line about the connection, or undefined when there is nothing worth saying. */
function connectionText(connection: ConnectionState | undefined, waitedLongEnough: boolean): string | undefined {
  switch (connection?.kind) {
    case "retrying":
      return `Retrying the connection to the server (try ${connection.tryNumber} of ${connection.tries})…`;
    case "offline":
      return waitedLongEnough ? "You are offline. The console connects to the server when the network is back." : undefined;
    case "connecting":
      return waitedLongEnough ? "Connecting to the server…" : undefined;
    default:
      return undefined;
  }
}

/**
 * Full-page loading state: empty at first, then the logo (or a cactus) once loading takes a while. A wait for the
 * server is named in words (within a second, whatever the logo's delay); a failed try at once, with what it said,
 * which try comes next and 'Retry now'. The words are a polite live region; the button sits outside it.
 */
export function LoadingScreen({ logoUrl, logoAlt = "", delayMs = DEFAULT_LOADING_DELAY_MS, connection, onRetryNow }: LoadingScreenProps) {
  const showLogo = useDelayPassed(delayMs);
  const waitedLongEnough = useDelayPassed(Math.min(delayMs, CONNECTING_MESSAGE_MAX_DELAY_MS));
  const text = connectionText(connection, waitedLongEnough);
  const retrying = connection?.kind === "retrying" ? connection : undefined;

  return (
    <div className={styles.centered} data-testid="loading-screen">
      {showLogo &&
        (logoUrl ? (
          <img className={styles.loadingLogo} src={logoUrl} alt={logoAlt} />
        ) : (
          <CactusIcon className={styles.loadingLogo} />
        ))}
      <div role="status" className={styles.connectionStatus}>
        {text ? <p className={styles.connectionText}>{text}</p> : <VisuallyHidden>Loading</VisuallyHidden>}
        {retrying && <p className={styles.connectionFailure}>The last try failed: {retrying.lastFailure}</p>}
      </div>
      {retrying && onRetryNow && (
        <Button variant="secondary" onClick={onRetryNow}>
          Retry now
        </Button>
      )}
    </div>
  );
}
