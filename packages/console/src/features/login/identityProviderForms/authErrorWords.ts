import type { AuthErrorWords } from "../../auth";
import type { LoginTranslate } from "../loginCatalogue";
import type { identityProviderFormsMessages } from "./messages";

type FormsT = LoginTranslate<keyof typeof identityProviderFormsMessages.english>;

/** The console's own words for the identity provider's errors, in the visitor's language. */
export function authErrorWords(t: FormsT): AuthErrorWords {
  return {
    domainProhibited: t("authError.domainProhibited"),
    didNotRedirect: t("authError.didNotRedirect"),
    errorCode: (code) => t("authError.code", { code }),
    unknown: t("authError.unknown"),
  };
}
