// Apart from the catalogue, so the form's rules (loaded on their own) name messages without carrying their texts.
import type { MessageId, Translate } from "../../../../i18n";
import type { accountFormMessages } from "./messages";

/** An id of the account form's catalogue. */
export type AccountFormId = MessageId<typeof accountFormMessages>;

/** The account form's translate function. */
export type AccountFormT = Translate<AccountFormId>;

/** A message kept by id, translated where it is shown (a form rule's message). */
export const messageId = (id: AccountFormId): AccountFormId => id;
