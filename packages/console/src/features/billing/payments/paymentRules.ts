// The payment forms' rules (zod), loaded apart from the screen (forms/lazyResolver.ts): they are checked only once
// someone types.
import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import type { PaymentProcessor } from "@cloudconsole/sdk";
import { REQUIRED_MESSAGE } from "../../../forms/messages";
import { NEW_CARD, holderProblem } from "./NewCardFields";
import { processorKind } from "./processors";

/**
 * The top-up's rules: at least the site's minimum, a method for a payment link, the holder's name for a new card (the
 * card itself is checked by its processor, in its own fields).
 */
export function topupSchema(minimum: number, processors: readonly PaymentProcessor[], minimumText: string) {
  return z
    .object({
      amount: z.string().trim(),
      processor: z.string(),
      card: z.string(),
      method: z.string(),
      holder: z.string(),
    })
    .superRefine((values, ctx) => {
      const amount = Number(values.amount);
      if (values.amount === "" || Number.isNaN(amount) || amount < minimum) ctx.addIssue({ code: "custom", path: ["amount"], message: minimumText });
      const processor = processors.find((candidate) => candidate.keyword === values.processor);
      const kind = processor ? processorKind(processor) : undefined;
      if (kind === "link" && !values.method) ctx.addIssue({ code: "custom", path: ["method"], message: "Choose how you pay" });
      const holder = kind === "card" && values.card === NEW_CARD ? holderProblem(values.holder) : undefined;
      if (holder) ctx.addIssue({ code: "custom", path: ["holder"], message: holder });
    });
}

export type TopupValues = z.infer<ReturnType<typeof topupSchema>>;

const positive = (message: string) => (value: string) => value.trim() !== "" && Number(value) > 0 ? undefined : message;

// Automated top-up needs both its threshold and its amount when it is on.
export const autoTopupSchema = z
  .object({ enabled: z.boolean(), threshold: z.string(), amount: z.string() })
  .superRefine((values, ctx) => {
    if (!values.enabled) return;
    if (values.threshold.trim() === "" || Number.isNaN(Number(values.threshold))) ctx.addIssue({ code: "custom", path: ["threshold"], message: REQUIRED_MESSAGE });
    const amountProblem = positive(REQUIRED_MESSAGE)(values.amount);
    if (amountProblem) ctx.addIssue({ code: "custom", path: ["amount"], message: amountProblem });
  });
export type AutoTopupValues = z.infer<typeof autoTopupSchema>;

export const lowBalanceNoticeSchema = z.object({
  enabled: z.boolean(),
  threshold: z.string().refine((value) => value.trim() !== "" && Number(value) >= 0, "Enter an amount of at least 0"),
});
export type LowBalanceNoticeValues = z.infer<typeof lowBalanceNoticeSchema>;

/** The top-up's resolver for the site's minimum (and its text in the site's currency) and processors. */
export const topupResolverFor = (minimum: number, processors: readonly PaymentProcessor[], minimumText: string) =>
  zodResolver(topupSchema(minimum, processors, minimumText));
export const autoTopupResolver = zodResolver(autoTopupSchema);
export const lowBalanceNoticeResolver = zodResolver(lowBalanceNoticeSchema);
