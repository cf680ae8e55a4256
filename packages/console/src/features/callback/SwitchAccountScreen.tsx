import { Button, Heading, Inline, Stack } from "@cloudconsole/ui";
import { ResourceName } from "../../shared/names";
import * as screens from "../../screens/screens.css";
import * as styles from "./CallbackScreen.css";

export interface SwitchAccountScreenProps {
  /** Whom the live session belongs to, when known. */
  current?: string;
  /** Whom the login that just finished is for, when its token says. */
  incoming?: string;
  onSwitch: () => void;
  onKeep: () => void;
}

/**
 * Asked when a login finishes while another account's session is live: the session is replaced only if the visitor
 * chooses to. Keeping the current session is the first choice.
 */
export function SwitchAccountScreen({ current, incoming, onSwitch, onKeep }: SwitchAccountScreenProps) {
  return (
    <main className={screens.centered}>
      <Stack className={styles.panel} role="alertdialog" aria-labelledby="switch-account-title" aria-describedby="switch-account-text">
        <Heading level={1} id="switch-account-title">
          Switch account?
        </Heading>
        <p id="switch-account-text" className={screens.message}>
          {current ? (
            <>
              You are logged in as <ResourceName name={current} />.
            </>
          ) : (
            <>You are already logged in with another account.</>
          )}{" "}
          {incoming ? (
            <>
              The login that just finished is for <ResourceName name={incoming} />.
            </>
          ) : (
            <>A login for another account just finished.</>
          )}{" "}
          Switching ends your current session.
        </p>
        <Inline>
          <Button variant="primary" onClick={onKeep}>
            Keep my current session
          </Button>
          <Button variant="secondary" onClick={onSwitch}>
            {incoming ? (
              <>
                Switch to <ResourceName name={incoming} />
              </>
            ) : (
              "Switch account"
            )}
          </Button>
        </Inline>
      </Stack>
    </main>
  );
}
