import { useState, useTransition } from "react";
import { Button, Heading, Notice, Stack, TextField } from "@cloudconsole/ui";
import { EMAIL_PATTERN } from "../../../forms/messages";
import { describeAuthError, requestPasswordChange, type IdentityProviderSettings } from "../../auth";
import { useLoginT } from "../loginCatalogue";
import { authErrorWords } from "./authErrorWords";
import { identityProviderFormsMessages } from "./messages";
import * as styles from "../LoginScreen.css";

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
  const t = useLoginT(identityProviderFormsMessages);

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = email.trim();
    const error = !typed ? t("field.required") : EMAIL_PATTERN.test(typed) ? undefined : t("field.invalidEmail");
    setFieldError(error);
    if (error) return;
    startTransition(async () => {
      try {
        await requestPasswordChange(settings, typed);
        onSent(typed);
      } catch (cause) {
        setFailure(describeAuthError(cause, authErrorWords(t)).message);
      }
    });
  }

  return (
    <Stack as="form" className={styles.form} onSubmit={submit} noValidate aria-labelledby="forgot-password-title">
      <Heading level={1} id="forgot-password-title">
        {t("forgot.title")}
      </Heading>
      <p className={styles.text}>{t("forgot.text")}</p>
      <TextField label={t("field.email")} name="email" type="email" autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)} error={fieldError} required />
      {failure && <Notice tone="error">{t("forgot.failed", { message: failure })}</Notice>}
      <Button type="submit" variant="primary" fullWidth loading={pending}>
        {t("forgot.send")}
      </Button>
      <Button variant="ghost" fullWidth onClick={onBack}>
        {t("back")}
      </Button>
    </Stack>
  );
}
