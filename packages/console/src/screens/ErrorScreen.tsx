import { Button, Heading, Inline, Stack } from "@cloudconsole/ui";
import { CredentialsApiError } from "@cloudconsole/sdk";
import { logout } from "../session/sessionStore";
import * as styles from "./screens.css";

export interface ErrorScreenProps {
  error: unknown;
  /** Defaults to a full page reload. */
  onReload?: () => void;
  /** Defaults to logging out, which reloads at `/`. */
  onLogout?: () => void;
}

/** What the screen says about an error: its message and, when the error carries one, a detail. */
export function describeError(error: unknown): { message: string; detail?: string } {
  if (error instanceof Error) {
    const detail = "detail" in error && typeof error.detail === "string" && error.detail ? error.detail : undefined;
    return { message: error.message || error.name, detail };
  }
  if (typeof error === "string" && error) return { message: error };
  return { message: "Unknown error" };
}

/** Reloading cannot fix rejected credentials: only logging out can. */
function canReload(error: unknown): boolean {
  return !(error instanceof CredentialsApiError);
}

/** Full-page error: the message, an optional detail in parentheses, 'Reload page' and 'Log out'. */
export function ErrorScreen({ error, onReload = () => globalThis.location.reload(), onLogout = () => logout() }: ErrorScreenProps) {
  const { message, detail } = describeError(error);
  return (
    <main className={styles.centered}>
      <Stack align="center" className={styles.errorPanel} role="alert">
        <Heading level={1}>Something went wrong</Heading>
        <p className={styles.errorMessage}>
          {message}
          {detail && <span className={styles.errorDetail}> ({detail})</span>}
        </p>
        <Inline justify="center">
          {canReload(error) && (
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
