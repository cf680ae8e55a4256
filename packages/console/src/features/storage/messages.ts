import { defineCatalogue, type MessageId, type Translate } from "../../i18n";
import english from "./locales/en.json";

/** Object storage's texts (buckets, S3 access) and the storage page and sidebar around them. */
export const storageMessages = defineCatalogue("storage", english, import.meta.glob(["./locales/*.json", "!./locales/en.json"], { import: "default" }));

/** Object storage's translate function, which its form rules are built with. */
export type StorageT = Translate<MessageId<typeof storageMessages>>;
