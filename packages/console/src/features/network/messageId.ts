import type { NetworkMessageId } from "./messages";

/**
 * An id of the shared network catalogue kept for later: a form rule's message, translated where the error is shown
 * (the rules load apart from the screens and know nothing of the language).
 */
export function messageId<Id extends NetworkMessageId>(id: Id): Id {
  return id;
}
