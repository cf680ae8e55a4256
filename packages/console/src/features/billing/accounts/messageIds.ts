import type { MessageId, Translate } from "../../../i18n";
import type { accountsMessages } from "./messages";

/** The billing accounts' translate function (for the modules that word states and fields). */
export type AccountsT = Translate<MessageId<typeof accountsMessages>>;
