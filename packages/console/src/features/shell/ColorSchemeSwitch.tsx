import { useColorScheme, type ColorSchemePreference } from "../../app/colorScheme";
import { useT } from "../../i18n";
import { shellMessages } from "./messages";
import { schemeLabels } from "./shellLabels";
import * as styles from "./AppShell.css";

const SCHEMES: readonly ColorSchemePreference[] = ["auto", "light", "dark"];

/** Auto (follows the system), light or dark; the choice is remembered. */
export function ColorSchemeSwitch() {
  const { preference, setPreference } = useColorScheme();
  const t = useT(shellMessages);
  const labels = schemeLabels(t);
  return (
    <label className={styles.schemeSwitch}>
      <span className={styles.schemeLabel}>{t("colourScheme")}</span>
      <select className={styles.select} value={preference} onChange={(event) => setPreference(event.target.value as ColorSchemePreference)}>
        {SCHEMES.map((scheme) => (
          <option key={scheme} value={scheme}>
            {labels[scheme]}
          </option>
        ))}
      </select>
    </label>
  );
}
