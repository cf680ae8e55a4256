import { useActionState, useState } from "react";
import { Button, Stack, Switch, TextField } from "@cloudconsole/ui";
import { MOCK_API_KEY } from "@cloudconsole/mock-api/constants";
import { REQUIRED_MESSAGE } from "../../forms/messages";
import { apiKeyLoginError } from "./apiKeyLogin";
import * as styles from "./LoginScreen.css";

export interface ApiKeyFormProps {
  /** Whether the deployment offers the embedded mock API: only then is there a switch for it. */
  mockApiOffered: boolean;
  /** Whether the embedded mock API is on now. */
  mockApiEnabled: boolean;
  /** Turns the mock API on or off; the change takes effect through a full reload. */
  onMockApiChange: (enabled: boolean) => void;
  /** Checks the key and signs in with it; a rejection (key refused, no connection) is shown on the field. */
  onLogin: (apikey: string) => void | Promise<void>;
}

interface ApiKeyFormState {
  error?: string;
  apikey: string;
}

/**
 * Log in with an API key; in mock mode the fixed mock key is used and the field may stay empty. The button is busy
 * while the key is checked; a refused key stays typed in the field with the reason under it.
 */
export function ApiKeyForm({ mockApiOffered, mockApiEnabled, onMockApiChange, onLogin }: ApiKeyFormProps) {
  const [apikey, setApikey] = useState("");
  const [state, submit, checking] = useActionState<ApiKeyFormState, FormData>(async (_previous, form) => {
    const field = form.get("apikey");
    const typed = (typeof field === "string" ? field : "").trim();
    if (!mockApiEnabled && !typed) return { apikey: typed, error: REQUIRED_MESSAGE };
    try {
      // The mock API knows one key: whatever was typed, mock mode signs in with it.
      await onLogin(mockApiEnabled ? MOCK_API_KEY : typed);
      return { apikey: typed };
    } catch (error) {
      return { apikey: typed, error: apiKeyLoginError(error) };
    }
  }, { apikey: "" });

  return (
    <Stack as="form" className={styles.form} action={submit} noValidate aria-label="Log in with an API key">
      <TextField
        label="API key"
        name="apikey"
        autoComplete="off"
        spellCheck={false}
        value={apikey}
        onChange={(event) => setApikey(event.target.value)}
        required={!mockApiEnabled}
        error={state.error}
        description={mockApiEnabled ? "Optional while the mock API is on." : undefined}
      />
      {mockApiOffered && <Switch label="Use mock API" name="enableMockApi" checked={mockApiEnabled} onChange={(event) => onMockApiChange(event.target.checked)} />}
      <Button type="submit" variant="primary" fullWidth loading={checking}>
        Log In
      </Button>
    </Stack>
  );
}
