import { Button, Heading, Notice, Spinner, Stack } from "@cloudconsole/ui";
import { useT } from "../../i18n";
import { CallbackParameters } from "./CallbackParameters";
import { callbackMessages } from "./messages";
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
  const t = useT(callbackMessages);
  if (view.state === "loading") {
    return (
      <main className={screens.centered}>
        <Heading level={1}>{t("loggingIn.title")}</Heading>
        <Spinner label={t("loggingIn.label")} />
      </main>
    );
  }
  if (view.state === "confirmSwitch") return <SwitchAccountScreen current={view.current} incoming={view.incoming} onSwitch={onSwitch} onKeep={onKeep} />;
  const actionRequired = view.title === "Action required";
  return (
    <main className={screens.centered}>
      <Stack className={styles.panel}>
        <Heading level={1}>{actionRequired ? t("error.actionRequired") : t("error.title")}</Heading>
        <Notice tone={actionRequired ? "primary" : "error"}>
          {actionRequired ? (
            t("error.verifyEmail", { description: view.description })
          ) : (
            <>
              <span className={styles.line}>
                <strong>{t("code")}</strong> <span>{view.code}</span>
              </span>
              {view.description && <span className={styles.line}>{view.description}</span>}
              {view.notStartedHere && <span className={styles.line}>{t("error.notStartedHere")}</span>}
            </>
          )}
        </Notice>
        <CallbackParameters params={view.params} />
        <Button variant="primary" onClick={onBack}>
          {t("back")}
        </Button>
      </Stack>
    </main>
  );
}
