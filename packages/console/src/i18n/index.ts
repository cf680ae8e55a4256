// The console's languages: catalogues of messages per feature, the language in force, and how it is chosen.
export { defineCatalogue, loadCatalogue, registerCatalogue, type Catalogue, type MessageId, type MessageValues } from "./catalogue";
export { applyDocumentLanguage, currentLanguage, rememberedLanguage, rememberLanguage, REMEMBERED_LANGUAGE_KEY, setLanguage } from "./language";
export { COMPLETE_LANGUAGES, formatLocale, isLanguage, LANGUAGES, matchLanguage, PSEUDO_LANGUAGE, SOURCE_LANGUAGE, textDirection, type Language, type TranslatedLanguage } from "./languages";
export { resolveLanguage, type LanguageSources } from "./resolveLanguage";
export { useLanguage, useT, type Translate } from "./useT";
export { englishT } from "./englishT";
export { offersPseudoLanguage } from "./offersPseudo";
