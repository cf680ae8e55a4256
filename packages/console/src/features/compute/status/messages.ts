import { defineCatalogue, type MessageId, type Translate } from "../../../i18n";
import english from "./locales/en.json";

/** The words of the Compute category's statuses: a VM's and a bare metal server's. */
export const computeStatusMessages = defineCatalogue("computeStatus", english, import.meta.glob(["./locales/*.json", "!./locales/en.json"], { import: "default" }));

/** The statuses' translate function. */
export type ComputeStatusT = Translate<MessageId<typeof computeStatusMessages>>;
