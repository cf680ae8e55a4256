import { Button, Heading, Inline, Stack } from "@cloudconsole/ui";
import { APP_HOME_URL, logout } from "../../../session/sessionStore";
import * as styles from "../../../screens/screens.css";
import { useT } from "../../../i18n";
import { impersonationEndedMessages } from "./messages";

export interface ImpersonationEndedScreenProps {
  /** Whom the visitor was acting as, when known. */
  accessOwner?: string;
  /** Back to the visitor's own account; defaults to a full reload at the console's home, so nothing of the other account stays. */
  onReturn?: () => void;
  onLogout?: () => void;
}

/** The API refused the impersonation token (access withdrawn or expired): it has ended, the visitor's own key is kept. */
export function ImpersonationEndedScreen({ accessOwner, onReturn = () => globalThis.location.assign(APP_HOME_URL), onLogout = () => logout() }: ImpersonationEndedScreenProps) {
  const t = useT(impersonationEndedMessages);
  return (
    <main className={styles.centered}>
      <Stack align="center" className={styles.errorPanel}>
        <Heading level={1}>{t("title")}</Heading>
        <p className={styles.message}>{accessOwner ? t("owner", { owner: accessOwner }) : t("anotherOwner")}</p>
        <Inline justify="center">
          <Button variant="primary" onClick={onReturn}>
            {t("return")}
          </Button>
          <Button variant="secondary" onClick={onLogout}>
            {t("logOut")}
          </Button>
        </Inline>
      </Stack>
    </main>
  );
}
