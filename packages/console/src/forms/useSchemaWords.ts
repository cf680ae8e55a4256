import { useLayoutEffect } from "react";
import { useT } from "../i18n";
import { formsMessages } from "./formMessages";
import { setSchemaWords } from "./schemaMessages";

/** Gives the forms' error map its words in the customer's language while the calling component is shown. */
export function useSchemaWords(): void {
  const t = useT(formsMessages);
  useLayoutEffect(() => {
    setSchemaWords({
      required: t("required"),
      invalidType: (expected, received) => t("invalidType", { expected, received }),
      invalidInput: t("invalidInput"),
    });
    return () => setSchemaWords(undefined);
  }, [t]);
}
