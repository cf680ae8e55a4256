import { useMemo, type ReactNode } from "react";
import { UiTextsProvider, type UiTexts } from "@cloudconsole/ui";
import { useErrorWords } from "../../api/useErrorWords";
import { useSchemaWords } from "../../forms/useSchemaWords";
import { useT } from "../../i18n";
import { uiTextMessages, type UiTextsT } from "./messages";

// Stands in for an element in a translated sentence, so the element lands where the language puts it.
const ELEMENT_MARK = "\u2063";

/** A message with one element in it ('Type <name> to confirm'), the element placed where the translation says. */
function withElement(text: string, element: ReactNode): ReactNode {
  const [before, ...after] = text.split(ELEMENT_MARK);
  return (
    <>
      {before}
      {element}
      {after.join("")}
    </>
  );
}

/** The design system's words from the console's catalogue. */
export function uiTexts(t: UiTextsT): UiTexts {
  return {
    close: t("close"),
    cancel: t("cancel"),
    delete: t("delete"),
    typeToConfirm: (name) => withElement(t("typeToConfirm", { name: ELEMENT_MARK }), name),
    confirmFailed: t("confirmFailed"),
    actions: t("actions"),
    loading: t("loading"),
    noRecords: t("noRecords"),
    sortBy: t("sortBy"),
    unsorted: t("unsorted"),
    sortChoice: (column, direction) => t("sortChoice", { column, direction }),
    copy: t("copy"),
    copied: t("copied"),
    copyFailed: t("copyFailed"),
    showPassword: t("showPassword"),
    clearFilters: t("clearFilters"),
    opensInNewTab: t("opensInNewTab"),
  };
}

/**
 * Gives the design system's components below the console's words in the customer's language, and the words said
 * outside components (the forms' error map, the console's explanations of errors) with them.
 */
export function ConsoleUiTexts({ children }: { children: ReactNode }) {
  useSchemaWords();
  useErrorWords();
  const t = useT(uiTextMessages);
  const texts = useMemo(() => uiTexts(t), [t]);
  return <UiTextsProvider texts={texts}>{children}</UiTextsProvider>;
}
