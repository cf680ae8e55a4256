import { Button, DescriptionList, Heading, Notice, Stack } from "@cloudconsole/ui";
import type { VerifyResult } from "./callbackParams";
import { useT } from "../../i18n";
import { CallbackParameters } from "./CallbackParameters";
import { callbackMessages } from "./messages";
import * as screens from "../../screens/screens.css";
import * as styles from "./CallbackScreen.css";

export interface VerifyEmailScreenProps {
  result: VerifyResult;
  /** Goes to '/': the login screen when signed out, the home when signed in. */
  onContinue: () => void;
}

/**
 * The identity provider's return from an email verification (or password reset) link: 'Email verified' with its
 * message and a 'Log In' button, or 'Verification failed' with Code, message, the raw parameters and 'Back'.
 */
export function VerifyEmailScreen({ result, onContinue }: VerifyEmailScreenProps) {
  const t = useT(callbackMessages);
  if (result.success) {
    return (
      <main className={screens.centered}>
        <Stack className={styles.panel}>
          <Heading level={1}>{t("verify.succeeded")}</Heading>
          {result.message && <Notice tone="success">{result.message}</Notice>}
          {result.email && <DescriptionList items={[{ term: t("verify.email"), description: result.email }]} />}
          <Button variant="primary" onClick={onContinue}>
            {t("verify.logIn")}
          </Button>
        </Stack>
      </main>
    );
  }
  return (
    <main className={screens.centered}>
      <Stack className={styles.panel}>
        <Heading level={1}>{t("verify.failed")}</Heading>
        <Notice tone="error">
          {result.code && (
            <span className={styles.line}>
              <strong>{t("code")}</strong> <span>{result.code}</span>
            </span>
          )}
          {result.message && <span className={styles.line}>{result.message}</span>}
        </Notice>
        <CallbackParameters params={result.params} />
        <Button variant="primary" onClick={onContinue}>
          {t("back")}
        </Button>
      </Stack>
    </main>
  );
}
