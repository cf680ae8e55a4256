import type { CardEntry } from "./cardProcessors/CardFields";
import { fieldsStillLoading } from "./cardProcessors/text";
import type { CardToken } from "./cardProcessors/types";
import type { ProcessorDestination } from "./redirect";

/** A new card: the processor's mounted fields, and the holder's name typed into the console's own field. */
export interface NewCardInput {
  entry: CardEntry | null;
  holder: string;
}

/** The vendor's token for a new card, or the vendor's refusal; fields still loading are refused as such. */
export function tokenizeNewCard({ entry, holder }: NewCardInput): Promise<CardToken> {
  if (!entry) return Promise.reject(fieldsStillLoading());
  return entry.tokenize({ holder: holder.trim() });
}

/** The processor's hosted payment page a new card is typed into, when it has one rather than fields in the page. */
export function hostedPageOf({ entry }: NewCardInput): ProcessorDestination | undefined {
  return entry?.hostedPage;
}
