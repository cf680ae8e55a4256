import { defineCatalogue, type MessageId, type Translate } from "../../i18n";
import english from "./locales/en.json";

/** The texts of what the compute and bare metal features share: the location choice and the leases' table. */
export const sharedComputeMessages = defineCatalogue("sharedCompute", english, import.meta.glob(["./locales/*.json", "!./locales/en.json"], { import: "default" }));

/** The shared compute texts' translate function. */
export type SharedComputeT = Translate<MessageId<typeof sharedComputeMessages>>;
