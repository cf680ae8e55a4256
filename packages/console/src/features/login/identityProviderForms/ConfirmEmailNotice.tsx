import { Button, Heading, Stack } from "@cloudconsole/ui";
import { useLoginT } from "../loginCatalogue";
import { identityProviderFormsMessages } from "./messages";
import * as styles from "../LoginScreen.css";

export interface ConfirmEmailNoticeProps {
  email: string;
  /** After sign-up the link confirms the account; after forgot-password it changes the password. */
  reason: "signup" | "forgot";
  onBack: () => void;
}

/** Waiting for the visitor to click the link in the email we just sent. */
export function ConfirmEmailNotice({ email, reason, onBack }: ConfirmEmailNoticeProps) {
  const t = useLoginT(identityProviderFormsMessages);
  return (
    <Stack as="section" className={styles.form} aria-labelledby="confirm-email-title">
      <Heading level={1} id="confirm-email-title">
        {t("confirm.title")}
      </Heading>
      <p className={styles.email}>{email}</p>
      <p className={styles.text}>
        {reason === "signup" ? t("confirm.signup") : t("confirm.forgot")}
      </p>
      <Button variant="secondary" fullWidth onClick={onBack}>
        {t("back")}
      </Button>
    </Stack>
  );
}
