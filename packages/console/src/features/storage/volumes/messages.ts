import { defineCatalogue, type MessageId, type Translate } from "../../../i18n";
import english from "./locales/en.json";

/** The volumes' texts: list, create form, detail page, a VM's volumes card and their toasts. */
export const volumeMessages = defineCatalogue("volumes", english, import.meta.glob(["./locales/*.json", "!./locales/en.json"], { import: "default" }));

/** The volumes' translate function, which their form rules are built with. */
export type VolumeT = Translate<MessageId<typeof volumeMessages>>;
