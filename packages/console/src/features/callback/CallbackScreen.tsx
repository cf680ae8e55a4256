import { Button, Heading, Notice, Spinner, Stack } from "@cloudconsole/ui";
import { CallbackParameters } from "./CallbackParameters";
import { SwitchAccountScreen } from "./SwitchAccountScreen";
import type { CallbackView } from "./useLoginCallback";
import * as screens from "../../screens/screens.css";
import * as styles from "./CallbackScreen.css";

export interface CallbackScreenProps {
  view: CallbackView;
  onBack: () => void;
  /** Replace the live session with the login that just finished. */
  onSwitch?: () => void;
  /** Keep the live session and forget the login that just finished. */
  onKeep?: () => void;
}

/**
 * 'Logging in...'; the error with its Code and description, the raw parameters with a copy button and 'Back'; or,
 * when another account's session is live, the question whether to switch to the new login.
 */
export function CallbackScreen({ view, onBack, onSwitch = () => undefined, onKeep = onBack }: CallbackScreenProps) {
  if (view.state === "loading") {
    return (
      <main className={screens.centered}>
        <Heading level={1}>Logging in...</Heading>
        <Spinner label="Logging in" />
      </main>
    );
  }
  if (view.state === "confirmSwitch") return <SwitchAccountScreen current={view.current} incoming={view.incoming} onSwitch={onSwitch} onKeep={onKeep} />;
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
              {view.hint && <span className={styles.line}>{view.hint}</span>}
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
