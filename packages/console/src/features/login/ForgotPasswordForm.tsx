import { useState, useTransition } from "react";
import { Button, Heading, Notice, Stack, TextField } from "@cloudconsole/ui";
import { EMAIL_MESSAGE, EMAIL_PATTERN, REQUIRED_MESSAGE } from "../../forms/messages";
import { describeAuthError, requestPasswordChange, type IdentityProviderSettings } from "../auth";
import * as styles from "./LoginScreen.css";

export interface ForgotPasswordFormProps {
  settings: IdentityProviderSettings;
  onSent: (email: string) => void;
  onBack: () => void;
}

/** Asks for an email address and has the identity provider send a reset email to it. */
export function ForgotPasswordForm({ settings, onSent, onBack }: ForgotPasswordFormProps) {
  const [email, setEmail] = useState("");
  const [fieldError, setFieldError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [pending, startTransition] = useTransition();

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = email.trim();
    const error = !typed ? REQUIRED_MESSAGE : EMAIL_PATTERN.test(typed) ? undefined : EMAIL_MESSAGE;
    setFieldError(error);
    if (error) return;
    startTransition(async () => {
      try {
        await requestPasswordChange(settings, typed);
        onSent(typed);
      } catch (cause) {
        setFailure(describeAuthError(cause).message);
      }
    });
  }

  return (
    <Stack as="form" className={styles.form} onSubmit={submit} noValidate aria-labelledby="forgot-password-title">
      <Heading level={1} id="forgot-password-title">
        Forgot password
      </Heading>
      <p className={styles.text}>Enter the email address of your account and we will send you an email to reset your password.</p>
      <TextField label="Email" name="email" type="email" autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)} error={fieldError} required />
      {failure && <Notice tone="error">Error: {failure}</Notice>}
      <Button type="submit" variant="primary" fullWidth loading={pending}>
        Send Email
      </Button>
      <Button variant="ghost" fullWidth onClick={onBack}>
        Back
      </Button>
    </Stack>
  );
}
