import { defineCatalogue, type MessageId, type Translate } from "../../../i18n";
import english from "./locales/en.json";

/** A virtual machine's page: its tabs, actions, dialogs and toasts. */
export const vmDetailMessages = defineCatalogue("vmDetail", english, import.meta.glob(["./locales/*.json", "!./locales/en.json"], { import: "default" }));

/** The VM page's translate function. */
export type VmDetailT = Translate<MessageId<typeof vmDetailMessages>>;
