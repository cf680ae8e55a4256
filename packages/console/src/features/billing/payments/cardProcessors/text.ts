import { i18n } from "../../../../i18n/catalogue";
import { currentLanguage, PSEUDO_LANGUAGE, SOURCE_LANGUAGE, type TranslatedLanguage } from "../../../../i18n";
import { cardProcessorMessages, type CardProcessorT } from "./messages";
import { CardProcessorError, type CardEntryContext } from "./types";

/**
 * A card processor's message in the console's own words, in the console's language, for the adapters, which run
 * outside React. The card fields (useT) and the card top-up load the catalogue in the language shown before an
 * adapter speaks.
 */
export const cardProcessorText: CardProcessorT = (id, values) => i18n._(`${cardProcessorMessages.namespace}.${id}`, values);

/** Paying before the processor's fields are on the page. */
export function fieldsStillLoading(): CardProcessorError {
  const t = cardProcessorText;
  return new CardProcessorError(t("stillLoading"), "network");
}

/** The language a vendor's own texts are shown in: the console's (the pseudo-language is English to a vendor). */
export function vendorLanguage(context: Pick<CardEntryContext, "language">): TranslatedLanguage {
  const language = context.language ?? currentLanguage();
  return language === PSEUDO_LANGUAGE ? SOURCE_LANGUAGE : language;
}
