import { Button, Heading, Inline, Stack } from "@cloudconsole/ui";
import { explainError, isRejectedCredentials } from "../api/explainError";
import { logout } from "../session/sessionStore";
import { ServerAnswer } from "./ServerAnswer";
import * as styles from "./screens.css";

export interface ErrorScreenProps {
  error: unknown;
  /** Defaults to a full page reload. */
  onReload?: () => void;
  /** Defaults to logging out, which reloads at `/`. */
  onLogout?: () => void;
}

/**
 * Full-page error: the message, an optional detail in parentheses, what the server sent behind a disclosure,
 * 'Reload page' and 'Log out'. Rejected credentials (HTTP 401, or a 403 credentials error) offer only 'Log out':
 * reloading sends the same key again.
 */
export function ErrorScreen({ error, onReload = () => globalThis.location.reload(), onLogout = () => logout() }: ErrorScreenProps) {
  const { message, detail, raw } = explainError(error);
  return (
    <main className={styles.centered}>
      <Stack align="center" className={styles.errorPanel} role="alert">
        <Heading level={1}>Something went wrong</Heading>
        <p className={styles.errorMessage}>
          {message}
          {detail && <span className={styles.errorDetail}> ({detail})</span>}
        </p>
        <ServerAnswer raw={raw} />
        <Inline justify="center">
          {!isRejectedCredentials(error) && (
            <Button variant="primary" onClick={onReload}>
              Reload page
            </Button>
          )}
          <Button variant="secondary" onClick={onLogout}>
            Log out
          </Button>
        </Inline>
      </Stack>
    </main>
  );
}
