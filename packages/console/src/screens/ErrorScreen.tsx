import { MOCK_STORAGE_KEY } from "@cloudconsole/mock-api/constants";
import { Button, Heading, Inline, Stack } from "@cloudconsole/ui";
import { explainError, isRejectedCredentials } from "../api/explainError";
import { getRuntimeConfig } from "../config/runtime";
import { isMockApiEnabled, logout } from "../session/sessionStore";
import { useScreensT } from "./messages";
import { ServerAnswer } from "./ServerAnswer";
import * as styles from "./screens.css";

/** Forgets the embedded mock API's saved data and reloads: the mock starts again from its demo data. */
export function resetMockData(storage: Pick<Storage, "removeItem"> | undefined = globalThis.localStorage, reload: () => void = () => globalThis.location.reload()) {
  storage?.removeItem(MOCK_STORAGE_KEY);
  reload();
}

export interface ErrorScreenProps {
  error: unknown;
  /** Defaults to a full page reload. */
  onReload?: () => void;
  /** Defaults to logging out, which reloads at `/`. */
  onLogout?: () => void;
  /** Whether the console runs on the embedded mock API (default: the visitor's setting where the deployment offers it). */
  mockApi?: boolean;
  /** Defaults to `resetMockData`. */
  onResetMockData?: () => void;
}

/**
 * Full-page error: the message, an optional detail in parentheses, what the server sent behind a disclosure,
 * 'Reload page' and 'Log out'. Rejected credentials (HTTP 401, or a 403 credentials error) offer only 'Log out':
 * reloading sends the same key again. On the embedded mock API, 'Reset the demo data' starts the mock afresh from its
 * demo data, for when the data it kept in this browser is what breaks.
 */
export function ErrorScreen({
  error,
  onReload = () => globalThis.location.reload(),
  onLogout = () => logout(),
  mockApi = isMockApiEnabled(getRuntimeConfig().mockApi),
  onResetMockData = () => resetMockData(),
}: ErrorScreenProps) {
  const t = useScreensT();
  const { message, detail, raw } = explainError(error);
  return (
    <main className={styles.centered}>
      <Stack align="center" className={styles.errorPanel} role="alert">
        <Heading level={1}>{t("error.title")}</Heading>
        <p className={styles.errorMessage}>
          {message}
          {detail && <span className={styles.errorDetail}> ({detail})</span>}
        </p>
        <ServerAnswer raw={raw} />
        <Inline justify="center">
          {!isRejectedCredentials(error) && (
            <Button variant="primary" onClick={onReload}>
              {t("error.reload")}
            </Button>
          )}
          <Button variant="secondary" onClick={onLogout}>
            {t("error.logout")}
          </Button>
          {mockApi && (
            <Button variant="secondary" onClick={onResetMockData}>
              {t("error.resetDemo")}
            </Button>
          )}
        </Inline>
      </Stack>
    </main>
  );
}
