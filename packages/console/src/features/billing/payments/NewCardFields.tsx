import type { UseFormReturn } from "react-hook-form";
import { Inline, TextField } from "@cloudconsole/ui";
import { REQUIRED_MESSAGE } from "../../../forms/messages";
import { isValidCardNumber, isValidExpiry, type NewCard } from "./cardTokenizer";
import * as styles from "../billing.css";

/** The card choice that means a new card, typed into `NewCardFields`, rather than a saved card's id. */
export const NEW_CARD = "new";

/** What is wrong with a new card's fields, as [field, message] pairs. */
export function newCardProblems(card: NewCard): [keyof NewCard, string][] {
  const problems: [keyof NewCard, string][] = [];
  if (!card.holder.trim()) problems.push(["holder", REQUIRED_MESSAGE]);
  if (!isValidCardNumber(card.number)) problems.push(["number", "Check the card number"]);
  if (!isValidExpiry(card.expiry)) problems.push(["expiry", "Use MM/YY, not in the past"]);
  if (!/^\d{3,4}$/.test(card.cvc.trim())) problems.push(["cvc", "3 or 4 digits from the back of the card"]);
  return problems;
}

/** A new card's holder, number, expiry and security code; the processor tokenises them. */
export function NewCardFields<T extends NewCard>({ form }: { form: UseFormReturn<T> }) {
  const register = form.register as unknown as UseFormReturn<NewCard>["register"];
  const errors = form.formState.errors as Partial<Record<keyof NewCard, { message?: string }>>;
  return (
    <Inline gap="md" align="start">
      <TextField fieldClassName={styles.field} label="Cardholder name" required autoComplete="cc-name" error={errors.holder?.message} {...register("holder")} />
      <TextField fieldClassName={styles.field} label="Card number" required inputMode="numeric" autoComplete="cc-number" error={errors.number?.message} {...register("number")} />
      <TextField fieldClassName={styles.field} label="Expiry (MM/YY)" required autoComplete="cc-exp" placeholder="MM/YY" error={errors.expiry?.message} {...register("expiry")} />
      <TextField fieldClassName={styles.field} label="Security code" required inputMode="numeric" autoComplete="cc-csc" maxLength={4} error={errors.cvc?.message} {...register("cvc")} />
    </Inline>
  );
}
