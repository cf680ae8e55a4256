import { useActionState, useState } from "react";
import { Button, Stack, Switch, TextField } from "@cloudconsole/ui";
import { MOCK_API_KEY } from "@cloudconsole/mock-api/constants";
import { EMAIL_PATTERN } from "../../forms/messages";
import { ApiKeyAccountMismatchError, apiKeyLoginError } from "./apiKeyLogin";
import { useLoginT } from "./loginCatalogue";
import { loginMessages } from "./messages";
import * as styles from "./LoginScreen.css";

export interface ApiKeyFormProps {
  /** Whether the deployment offers the embedded mock API: only then is there a switch for it. */
  mockApiOffered: boolean;
  /** Whether the embedded mock API is on now. */
  mockApiEnabled: boolean;
  /** Turns the mock API on or off; the change takes effect through a full reload. */
  onMockApiChange: (enabled: boolean) => void;
  /**
   * Checks the key (with `email`, that it is that account's) and signs in with it; a rejection is shown on the field
   * it concerns (key refused or no connection on the key, another account's key on the email).
   */
  onLogin: (apikey: string, email?: string) => void | Promise<void>;
}

interface ApiKeyFormState {
  error?: string;
  emailError?: string;
}

/** A text field's value from the submitted form. */
function typedValue(form: FormData, name: string): string {
  const field = form.get(name);
  return (typeof field === "string" ? field : "").trim();
}

/**
 * Log in with an API key; in mock mode the fixed mock key is used and the field may stay empty. The email is optional:
 * given, the key must be that account's. The button is busy while the key is checked; what was typed stays in the
 * fields, with the reason under the field it concerns.
 */
export function ApiKeyForm({ mockApiOffered, mockApiEnabled, onMockApiChange, onLogin }: ApiKeyFormProps) {
  const [apikey, setApikey] = useState("");
  const [email, setEmail] = useState("");
  const t = useLoginT(loginMessages);
  const [state, submit, checking] = useActionState<ApiKeyFormState, FormData>(async (_previous, form) => {
    const typed = typedValue(form, "apikey");
    const typedEmail = typedValue(form, "email");
    const invalid = { error: !mockApiEnabled && !typed ? t("field.required") : undefined, emailError: typedEmail && !EMAIL_PATTERN.test(typedEmail) ? t("field.invalidEmail") : undefined };
    if (invalid.error || invalid.emailError) return invalid;
    try {
      // The mock API knows one key: whatever was typed, mock mode signs in with it.
      const key = mockApiEnabled ? MOCK_API_KEY : typed;
      await (typedEmail ? onLogin(key, typedEmail) : onLogin(key));
      return {};
    } catch (error) {
      return error instanceof ApiKeyAccountMismatchError ? { emailError: t("apiKey.otherAccount") } : { error: apiKeyLoginError(error, t("apiKey.refused")) };
    }
  }, {});

  return (
    <Stack as="form" className={styles.form} action={submit} noValidate aria-label={t("apiKey.form")}>
      <TextField
        label={t("apiKey.label")}
        name="apikey"
        autoComplete="off"
        spellCheck={false}
        value={apikey}
        onChange={(event) => setApikey(event.target.value)}
        required={!mockApiEnabled}
        error={state.error}
        description={mockApiEnabled ? t("apiKey.mockOptional") : undefined}
      />
      <TextField
        label={t("field.email")}
        name="email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={state.emailError}
        description={t("apiKey.emailDescription")}
      />
      {mockApiOffered && <Switch label={t("apiKey.useMock")} name="enableMockApi" checked={mockApiEnabled} onChange={(event) => onMockApiChange(event.target.checked)} />}
      <Button type="submit" variant="primary" fullWidth loading={checking}>
        {t("logIn")}
      </Button>
    </Stack>
  );
}
