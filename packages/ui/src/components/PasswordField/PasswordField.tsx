import { useState } from "react";
import { TextField, type TextFieldProps } from "../TextField/TextField";
import { useUiTexts } from "../UiTexts/UiTexts";
import * as styles from "./PasswordField.css";

export interface PasswordFieldProps extends Omit<TextFieldProps, "type" | "end"> {
  /** Accessible name of the toggle; its pressed state says whether the password is shown. */
  toggleLabel?: string;
  /** Start with the password visible. */
  defaultVisible?: boolean;
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={styles.icon} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
      {crossed && <path d="M3 3l18 18" />}
    </svg>
  );
}

/**
 * A password input with a show/hide toggle. The toggle is a button whose aria-pressed tells whether the
 * password is shown; clicking it keeps the caret in the input.
 */
export function PasswordField({ toggleLabel, defaultVisible = false, disabled, autoComplete = "current-password", ...rest }: PasswordFieldProps) {
  const texts = useUiTexts();
  const [visible, setVisible] = useState(defaultVisible);
  return (
    <TextField
      {...rest}
      disabled={disabled}
      autoComplete={autoComplete}
      type={visible ? "text" : "password"}
      // Password managers and spell checkers must not learn the password while it is shown as text.
      spellCheck={false}
      autoCapitalize="off"
      end={
        <button
          type="button"
          className={styles.toggle}
          aria-label={toggleLabel ?? texts.showPassword}
          aria-pressed={visible}
          disabled={disabled}
          // Keep focus (and the caret) in the input when the toggle is clicked with a pointer.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => setVisible((v) => !v)}
        >
          <EyeIcon crossed={visible} />
        </button>
      }
    />
  );
}
