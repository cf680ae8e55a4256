import { LANGUAGES, PSEUDO_LANGUAGE, type Language } from "../../i18n/languages";
import { offersPseudoLanguage } from "../../i18n/offersPseudo";
import { chooseLoginLanguage, useLoginLanguage, useLoginT } from "./loginCatalogue";
import { loginMessages } from "./messages";
import * as styles from "./LoginScreen.css";

/**
 * The language of the login screen, before there is a profile to keep it in: shown at once (only that language's
 * texts load, no reload) and remembered in this browser, where the signed-in console takes it up. A small native
 * select under the form, as sign-in pages place it: it is there for whoever needs it without competing with the form
 * (and costs the login screen no component code). Where the deployment offers the pseudo-language, it is listed last.
 */
export function LoginLanguageSwitch() {
  const t = useLoginT(loginMessages);
  const language = useLoginLanguage();
  return (
    <label className={styles.languageSwitch}>
      {t("language.label")}
      <select className={styles.languageSelect} value={language} onChange={(event) => void chooseLoginLanguage(event.target.value as Language)}>
        {LANGUAGES.map(({ code, name }) => (
          <option key={code} value={code} lang={code}>
            {name}
          </option>
        ))}
        {offersPseudoLanguage() && <option value={PSEUDO_LANGUAGE}>{t("language.pseudo")}</option>}
      </select>
    </label>
  );
}
