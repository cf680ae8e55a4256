import { Select } from "@cloudconsole/ui";
import { LANGUAGES, type TranslatedLanguage } from "../../i18n/languages";
import { chooseLoginLanguage, useLoginLanguage, useLoginT } from "./loginCatalogue";
import { loginMessages } from "./messages";
import * as styles from "./LoginScreen.css";

const OPTIONS = LANGUAGES.map(({ code, name }) => ({ value: code, label: name }));

/**
 * The language of the login screen, before there is a profile to keep it in: shown at once (only that language's
 * texts load, no reload) and remembered in this browser, where the signed-in console takes it up.
 */
export function LoginLanguageSwitch() {
  const t = useLoginT(loginMessages);
  const language = useLoginLanguage();
  return (
    <Select
      label={t("language.label")}
      fieldClassName={styles.languageSwitch}
      options={OPTIONS}
      value={language}
      onChange={(event) => void chooseLoginLanguage(event.target.value as TranslatedLanguage)}
    />
  );
}
