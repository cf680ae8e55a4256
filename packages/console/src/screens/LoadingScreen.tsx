import { useEffect, useState } from "react";
import { Button, CactusIcon, VisuallyHidden } from "@cloudconsole/ui";
import type { ConnectionState } from "../api/connectionState";
import { CONNECTING_MESSAGE_MAX_DELAY_MS, DEFAULT_LOADING_DELAY_MS } from "../config/constants";
import { LOADING_LABEL_MARK } from "../loginShell/shellFields";
import { useScreensT, type ScreensT } from "./messages";
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
function connectionText(t: ScreensT, connection: ConnectionState | undefined, waitedLongEnough: boolean): string | undefined {
  switch (connection?.kind) {
    case "retrying":
      return t("connection.retrying", { tryNumber: String(connection.tryNumber), tries: String(connection.tries) });
    case "offline":
      return waitedLongEnough ? t("connection.offline") : undefined;
    case "connecting":
      return waitedLongEnough ? t("connection.connecting") : undefined;
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
  const t = useScreensT();
  const showLogo = useDelayPassed(delayMs);
  const waitedLongEnough = useDelayPassed(Math.min(delayMs, CONNECTING_MESSAGE_MAX_DELAY_MS));
  const text = connectionText(t, connection, waitedLongEnough);
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
        {text ? <p className={styles.connectionText}>{text}</p> : <VisuallyHidden {...LOADING_LABEL_MARK}>{t("loading")}</VisuallyHidden>}
        {retrying && <p className={styles.connectionFailure}>{t("connection.lastFailure", { failure: retrying.lastFailure })}</p>}
      </div>
      {retrying && onRetryNow && (
        <Button variant="secondary" onClick={onRetryNow}>
          {t("connection.retryNow")}
        </Button>
      )}
    </div>
  );
}
