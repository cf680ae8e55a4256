import { Button, Heading, Inline, Stack } from "@cloudconsole/ui";
import { useT } from "../../i18n";
import { ResourceName } from "../../shared/names";
import { callbackMessages, NAME_MARK } from "./messages";
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
  const t = useT(callbackMessages);
  // Each sentence is one message; the names go where the translation puts them.
  const withName = (text: string, name: string) => {
    const [before, after] = text.split(NAME_MARK);
    return (
      <>
        {before}
        <ResourceName name={name} />
        {after}
      </>
    );
  };
  return (
    <main className={screens.centered}>
      <Stack className={styles.panel} role="alertdialog" aria-labelledby="switch-account-title" aria-describedby="switch-account-text">
        <Heading level={1} id="switch-account-title">
          {t("switch.title")}
        </Heading>
        <p id="switch-account-text" className={screens.message}>
          {current ? withName(t("switch.current", { name: NAME_MARK }), current) : t("switch.currentUnknown")} {incoming ? withName(t("switch.incoming", { name: NAME_MARK }), incoming) : t("switch.incomingUnknown")}{" "}
          {t("switch.ends")}
        </p>
        <Inline>
          <Button variant="primary" onClick={onKeep}>
            {t("switch.keep")}
          </Button>
          <Button variant="secondary" onClick={onSwitch}>
            {incoming ? withName(t("switch.to", { name: NAME_MARK }), incoming) : t("switch.account")}
          </Button>
        </Inline>
      </Stack>
    </main>
  );
}
