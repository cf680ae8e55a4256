import { useState, useTransition } from "react";
import { Button, Divider, Notice, PasswordField, Stack, TextField } from "@cloudconsole/ui";
import { describeAuthError, loginWithGoogle, loginWithPassword, signUp, type IdentityProviderSettings } from "../../auth";
import type { LoginMode } from "../loginFlow";
import { useLoginLanguage, useLoginT } from "../loginCatalogue";
import { authErrorWords } from "./authErrorWords";
import { identityProviderFormsMessages } from "./messages";
import * as styles from "../LoginScreen.css";

export interface CredentialsFormProps {
  mode: LoginMode;
  settings: IdentityProviderSettings;
  /** Path to come back to after a social login. */
  returnPath: string;
  onSignedUp: (result: { email: string; emailVerified: boolean }) => void;
}

interface FieldErrors {
  username?: string;
  password?: string;
  form?: string;
}

/** Username and password, sent to the identity provider; plus the Google button. */
export function CredentialsForm({ mode, settings, returnPath, onSignedUp }: CredentialsFormProps) {
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, startTransition] = useTransition();
  const isLogin = mode === "login";
  const t = useLoginT(identityProviderFormsMessages);
  // The identity provider's own pages (Google's hand-off, errors) speak the login screen's language.
  const language = useLoginLanguage();

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const missing: FieldErrors = {
      username: username.trim() ? undefined : t("field.required"),
      password: password ? undefined : t("field.required"),
    };
    setErrors(missing);
    if (missing.username || missing.password) return;
    startTransition(async () => {
      try {
        if (isLogin) await loginWithPassword(settings, { username: username.trim(), password }, returnPath, language);
        else onSignedUp(await signUp(settings, { email: username.trim(), password }));
      } catch (error) {
        setErrors({ form: describeAuthError(error, authErrorWords(t)).message });
      }
    });
  }

  return (
    <>
      <Stack as="form" className={styles.form} onSubmit={submit} noValidate aria-label={isLogin ? t("heading.login") : t("heading.signup")}>
        {errors.form && <Notice tone="error">{errors.form}</Notice>}
        <TextField
          label={t("field.username")}
          name="username"
          type="email"
          autoComplete={isLogin ? "username" : "email"}
          value={username}
          onChange={(event) => setUsername(event.target.value)}
          error={errors.username}
          required
        />
        <PasswordField
          label={t("field.password")}
          name="password"
          autoComplete={isLogin ? "current-password" : "new-password"}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={errors.password}
          required
        />
        <Button type="submit" variant="primary" fullWidth loading={pending}>
          {isLogin ? t("logIn") : t("signUp")}
        </Button>
      </Stack>
      <Divider label={t("or")} />
      <Button
        variant="secondary"
        fullWidth
        onClick={() => {
          startTransition(async () => {
            try {
              await loginWithGoogle(settings, returnPath, language);
            } catch (error) {
              setErrors({ form: describeAuthError(error, authErrorWords(t)).message });
            }
          });
        }}
      >
        {isLogin ? t("google.login") : t("google.signup")}
      </Button>
    </>
  );
}
