import { useColorScheme, type ColorSchemePreference } from "../../app/colorScheme";
import * as styles from "./AppShell.css";

const OPTIONS: { value: ColorSchemePreference; label: string }[] = [
  { value: "auto", label: "Auto" },
  { value: "light", label: "Light" },
  { value: "dark", label: "Dark" },
];

/** Auto (follows the system), light or dark; the choice is remembered. */
export function ColorSchemeSwitch() {
  const { preference, setPreference } = useColorScheme();
  return (
    <label className={styles.schemeSwitch}>
      <span className={styles.schemeLabel}>Colour scheme</span>
      <select className={styles.select} value={preference} onChange={(event) => setPreference(event.target.value as ColorSchemePreference)}>
        {OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}
