import { Button, Heading, Stack } from "@cloudconsole/ui";
import * as styles from "./LoginScreen.css";

export interface ConfirmEmailNoticeProps {
  email: string;
  /** After sign-up the link confirms the account; after forgot-password it changes the password. */
  reason: "signup" | "forgot";
  onBack: () => void;
}

/** Waiting for the visitor to click the link in the email we just sent. */
export function ConfirmEmailNotice({ email, reason, onBack }: ConfirmEmailNoticeProps) {
  return (
    <Stack as="section" className={styles.form} aria-labelledby="confirm-email-title">
      <Heading level={1} id="confirm-email-title">
        Check your email
      </Heading>
      <p className={styles.email}>{email}</p>
      <p className={styles.text}>
        {reason === "signup"
          ? "Please confirm your email address by clicking the verification link we just sent you."
          : "Please change your password by clicking the verification link we just sent you."}
      </p>
      <Button variant="secondary" fullWidth onClick={onBack}>
        Back
      </Button>
    </Stack>
  );
}
