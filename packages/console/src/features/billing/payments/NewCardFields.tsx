import type { RefObject } from "react";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import type { BillingAccount, PaymentProcessor } from "@cloudconsole/sdk";
import { Inline } from "@cloudconsole/ui";
import { REQUIRED_MESSAGE } from "../../../forms/messages";
import { CardFields, type CardEntry } from "./cardProcessors/CardFields";
import { CardholderField } from "./cardProcessors/CardholderField";
import type { CardProcessorAdapter } from "./cardProcessors/types";
import * as styles from "../billing.css";

/** The card choice that means a new card, typed into the processor's fields, rather than a saved card's id. */
export const NEW_CARD = "new";

/** What the console itself asks of a new card: the holder's name, which is not card data. */
export interface NewCardHolder {
  holder: string;
}

/** What is wrong with the holder's name; the card itself is the processor's to check, in its own fields. */
export function holderProblem(holder: string, required = REQUIRED_MESSAGE): string | undefined {
  return holder.trim() ? undefined : required;
}

/** A new card: the holder's name in the console's field, the card number and the rest in the processor's own. */
export function NewCardFields<T extends FieldValues & NewCardHolder>({
  form,
  account,
  processor,
  adapter,
  entry,
}: {
  form: UseFormReturn<T>;
  account: BillingAccount;
  processor: PaymentProcessor;
  adapter: CardProcessorAdapter;
  entry: RefObject<CardEntry | null>;
}) {
  const holderError = (form.formState.errors.holder as { message?: string } | undefined)?.message;
  return (
    <Inline gap="md" align="start">
      <CardholderField className={styles.field} error={holderError} registration={form.register("holder" as Path<T>)} />
      <CardFields account={account} processor={processor} adapter={adapter} entry={entry} />
    </Inline>
  );
}
