import { useLayoutEffect } from "react";
import { useT } from "../i18n";
import { setErrorWords } from "./explainError";
import { apiMessages } from "./messages";

/** Gives `explainError` its own words in the customer's language while the calling component is shown. */
export function useErrorWords(): void {
  const t = useT(apiMessages);
  useLayoutEffect(() => {
    setErrorWords({ webPageAnswer: t("webPageAnswer"), unknown: t("unknown") });
    return () => setErrorWords(undefined);
  }, [t]);
}
