// Apart from the catalogue, so the form's rules (loaded on their own) name messages without carrying their texts.
import type { MessageId, Translate } from "../../../i18n";
import type { accountsMessages } from "./messages";

/** An id of the billing accounts' catalogue. */
export type AccountsId = MessageId<typeof accountsMessages>;

/** The billing accounts' translate function. */
export type AccountsT = Translate<AccountsId>;

/** A message kept by id, translated where it is shown (a form rule's message). */
export const messageId = (id: AccountsId): AccountsId => id;
