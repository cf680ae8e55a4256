import { Button, Heading, Notice, Spinner, Stack } from "@cloudconsole/ui";
import type { CallbackParams } from "./callbackParams";
import { CallbackParameters } from "./CallbackParameters";
import * as screens from "../../screens/screens.css";
import * as styles from "./CallbackScreen.css";

/** The callback's states: working, or an error with what to do. 'hasData' navigates away at once. */
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
  const actionRequired = view.title === "Action required";
  return (
    <main className={screens.centered}>
      <Stack className={styles.panel}>
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
        <CallbackParameters params={view.params} />
        <Button variant="primary" onClick={onBack}>
          Back
        </Button>
      </Stack>
    </main>
  );
}
