import { Button, CopyButton, Heading, Notice, Spinner } from "@cloudconsole/ui";
import type { CallbackParams } from "./callbackParams";
import * as screens from "../../screens/screens.css";
import * as styles from "./CallbackScreen.css";

/** The callback's states (spec §4): working, or an error with what to do. 'hasData' navigates away at once. */
export type CallbackView =
  | { state: "loading" }
  | { state: "hasError"; title: "Action required" | "Login error"; code: string; description: string; params: CallbackParams };

export interface CallbackScreenProps {
  view: CallbackView;
  onBack: () => void;
}

/** 'Logging in...', or the error with its Code and description, the raw parameters with a copy button and 'Back'. */
export function CallbackScreen({ view, onBack }: CallbackScreenProps) {
  if (view.state === "loading") {
    return (
      <main className={screens.centered}>
        <Heading level={1}>Logging in...</Heading>
        <Spinner label="Logging in" />
      </main>
    );
  }
  const raw = JSON.stringify(view.params, null, 2);
  const actionRequired = view.title === "Action required";
  return (
    <main className={screens.centered}>
      <div className={styles.panel}>
        <Heading level={1}>{view.title}</Heading>
        <Notice tone={actionRequired ? "primary" : "error"}>
          {actionRequired ? (
            <>Please verify your email address by clicking the link we sent you, then log in again. ({view.description})</>
          ) : (
            <>
              <span className={styles.line}>
                <strong>Code:</strong> <span>{view.code}</span>
              </span>
              {view.description && <span className={styles.line}>{view.description}</span>}
            </>
          )}
        </Notice>
        <div className={styles.rawHeader}>
          <Heading level={2}>Parameters</Heading>
          <CopyButton text={raw} size="sm" aria-label="Copy parameters" />
        </div>
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard. */}
        <pre className={styles.raw} tabIndex={0} aria-label="Callback parameters">
          {raw}
        </pre>
        <Button variant="primary" onClick={onBack}>
          Back
        </Button>
      </div>
    </main>
  );
}
