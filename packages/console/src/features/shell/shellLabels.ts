import type { ColorSchemePreference } from "../../app/colorScheme";
import type { MessageId, Translate } from "../../i18n";
import type { shellMessages } from "./messages";

/** The shell's translate function. */
export type ShellT = Translate<MessageId<typeof shellMessages>>;

/** The colour schemes' names in the customer's language. */
export function schemeLabels(t: ShellT): Record<ColorSchemePreference, string> {
  return { auto: t("scheme.auto"), light: t("scheme.light"), dark: t("scheme.dark") };
}
