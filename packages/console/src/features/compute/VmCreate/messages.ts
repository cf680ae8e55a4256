import { defineCatalogue, type MessageId, type Translate } from "../../../i18n";
import english from "./locales/en.json";

/** The VM-create form's texts: its sections, summary and progress. */
export const vmCreateMessages = defineCatalogue("vmCreate", english, import.meta.glob(["./locales/*.json", "!./locales/en.json"], { import: "default" }));

/** The VM-create form's translate function. */
export type VmCreateT = Translate<MessageId<typeof vmCreateMessages>>;
