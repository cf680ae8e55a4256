import { defineCatalogue, type MessageId, type Translate } from "../../i18n";
import english from "./locales/en.json";

/** The Access screens' texts: API tokens and access delegations. */
export const accessMessages = defineCatalogue("access", english, import.meta.glob(["./locales/*.json", "!./locales/en.json"], { import: "default" }));

/** The Access screens' translate function. */
export type AccessT = Translate<MessageId<typeof accessMessages>>;

/** Keeps a message's id for later, where there is no `t` yet (the extraction finds it): `messageId("failure.tokenCreate")`. */
export function messageId<Id extends MessageId<typeof accessMessages>>(id: Id): Id {
  return id;
}
