import { useSuspenseQuery } from "@tanstack/react-query";
import { Card, Select, Stack } from "@cloudconsole/ui";
import { useApiClient } from "../../api/ApiClientContext";
import { useFormat } from "../../format";
import { LANGUAGES, offersPseudoLanguage, PSEUDO_LANGUAGE, setLanguage, useLanguage, useT, type Language } from "../../i18n";
import { userQueries } from "../../session/userQueries";
import { profileMessages } from "./messages";
import { useSaveLanguage } from "./queries";
import * as styles from "./ProfileScreen.css";

/**
 * The console's language, saved with the profile (its `lang`): the switch shows at once (only the new language's
 * texts load, no reload) and the profile call keeps it for every browser. Where the pseudo-language is offered
 * (development, or a deployment that turns it on), it is shown here without being saved.
 */
export function LanguageCard() {
  const t = useT(profileMessages);
  const language = useLanguage();
  const saved = useSuspenseQuery(userQueries.detail(useApiClient())).data.profile_data?.lang ?? "";
  const save = useSaveLanguage();
  const format = useFormat();
  const options = [
    ...LANGUAGES.map(({ code, name }) => ({ value: code, label: name })),
    ...(offersPseudoLanguage() ? [{ value: PSEUDO_LANGUAGE, label: t("language.pseudo") }] : []),
  ];
  // The new language shows first; the save then reports in it (a failed save leaves it shown for this visit only).
  const choose = (chosen: Language) =>
    void setLanguage(chosen).then(() => {
      if (chosen !== PSEUDO_LANGUAGE && chosen !== saved.toLowerCase()) save.mutate(chosen);
    });
  return (
    <Card title={t("language.title")} description={t("language.description")} stack>
      <Stack gap="sm">
        <Select
          label={t("language.label")}
          fieldClassName={styles.languageField}
          options={options}
          value={language}
          disabled={save.isPending}
          onChange={(event) => choose(event.target.value as Language)}
        />
        <p className={styles.note}>{t("language.timeZone", { timeZone: format.timeZone })}</p>
      </Stack>
    </Card>
  );
}
