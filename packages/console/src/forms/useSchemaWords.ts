import { useLayoutEffect } from "react";
import { useT } from "../i18n";
import { formsMessages } from "./formMessages";
import { EMAIL_MESSAGE, LANGUAGE_MESSAGE, REQUIRED_MESSAGE, WHOLE_NUMBER_MESSAGE, AT_LEAST_ONE_MESSAGE } from "./messages";
import { setSchemaWords } from "./schemaMessages";

/** Gives the forms' error map its words in the customer's language while the calling component is shown. */
export function useSchemaWords(): void {
  const t = useT(formsMessages);
  useLayoutEffect(() => {
    setSchemaWords({
      required: t("required"),
      invalidType: (expected, received) => t("invalidType", { expected, received }),
      invalidInput: t("invalidInput"),
      formMessages: {
        [REQUIRED_MESSAGE]: t("fieldRequired"),
        [EMAIL_MESSAGE]: t("invalidEmail"),
        [LANGUAGE_MESSAGE]: t("languageCode"),
        [WHOLE_NUMBER_MESSAGE]: t("wholeNumber"),
        [AT_LEAST_ONE_MESSAGE]: t("atLeastOne"),
      },
    });
    return () => setSchemaWords(undefined);
  }, [t]);
}
