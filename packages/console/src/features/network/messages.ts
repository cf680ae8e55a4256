import { defineCatalogue, useT, type MessageId, type Translate } from "../../i18n";
import english from "./locales/en.json";

/** The texts every network screen shares: the sidebar, names, toasts, the rule editors and the forms' messages. */
export const networkMessages = defineCatalogue("network", english, import.meta.glob(["./locales/*.json", "!./locales/en.json"], { import: "default" }));

export type NetworkMessageId = MessageId<typeof networkMessages>;

/** The shared network texts' translate function. */
export type NetworkT = Translate<NetworkMessageId>;

/**
 * A form error in the customer's language: the network forms' rules give message ids (they load apart from the
 * catalogue), anything else (a shared rule's message) is shown as given.
 */
export function useFieldError(): (message: string | undefined) => string | undefined {
  const t = useT(networkMessages);
  return (message) => (message !== undefined && message in networkMessages.english ? t(message as NetworkMessageId) : message);
}
