// The toasts' words in the console's language, loaded with the toast library (never with the first screen).
import { currentLanguage, loadCatalogue, type MessageValues } from "../i18n";
import { i18n } from "../i18n/catalogue";
import { toastMessages, type ToastT } from "./messages";

/** The toasts' translate function, once their catalogue is in, in the language the console shows. */
export async function loadToastTexts(): Promise<ToastT> {
  await loadCatalogue(toastMessages, currentLanguage());
  return (id, values?: MessageValues) => i18n._(`${toastMessages.namespace}.${id}`, values);
}
