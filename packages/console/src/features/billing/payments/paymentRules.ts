// The payment forms' rules (zod), loaded apart from the screen (forms/lazyResolver.ts): they are checked only once
// someone types.
import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import type { PaymentProcessor } from "@cloudconsole/sdk";
import { NEW_CARD, holderProblem } from "./NewCardFields";
import { processorKind } from "./processors";
import type { RuleMessages } from "./ruleMessages";

/**
 * The top-up's rules: at least the site's minimum, a method for a payment link, the holder's name for a new card (the
 * card itself is checked by its processor, in its own fields).
 */
export function topupSchema(minimum: number, processors: readonly PaymentProcessor[], messages: RuleMessages) {
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
      if (values.amount === "" || Number.isNaN(amount) || amount < minimum) ctx.addIssue({ code: "custom", path: ["amount"], message: messages.minimum });
      const processor = processors.find((candidate) => candidate.keyword === values.processor);
      const kind = processor ? processorKind(processor) : undefined;
      if (kind === "link" && !values.method) ctx.addIssue({ code: "custom", path: ["method"], message: messages.chooseMethod });
      const holder = kind === "card" && values.card === NEW_CARD ? holderProblem(values.holder, messages.required) : undefined;
      if (holder) ctx.addIssue({ code: "custom", path: ["holder"], message: holder });
    });
}

export type TopupValues = z.infer<ReturnType<typeof topupSchema>>;

const positive = (message: string) => (value: string) => value.trim() !== "" && Number(value) > 0 ? undefined : message;

/** Automated top-up needs both its threshold and its amount when it is on. */
export function autoTopupSchema(messages: Pick<RuleMessages, "required">) {
  return z
    .object({ enabled: z.boolean(), threshold: z.string(), amount: z.string() })
    .superRefine((values, ctx) => {
      if (!values.enabled) return;
      if (values.threshold.trim() === "" || Number.isNaN(Number(values.threshold))) ctx.addIssue({ code: "custom", path: ["threshold"], message: messages.required });
      const amountProblem = positive(messages.required)(values.amount);
      if (amountProblem) ctx.addIssue({ code: "custom", path: ["amount"], message: amountProblem });
    });
}
export type AutoTopupValues = z.infer<ReturnType<typeof autoTopupSchema>>;

/** The low-balance notice warns under an amount of at least 0. */
export function lowBalanceNoticeSchema(messages: Pick<RuleMessages, "atLeastZero">) {
  return z.object({
    enabled: z.boolean(),
    threshold: z.string().refine((value) => value.trim() !== "" && Number(value) >= 0, messages.atLeastZero),
  });
}
export type LowBalanceNoticeValues = z.infer<ReturnType<typeof lowBalanceNoticeSchema>>;

/** The top-up's resolver for the site's minimum and processors, its messages in the customer's language. */
export const topupResolverFor = (minimum: number, processors: readonly PaymentProcessor[], messages: RuleMessages) =>
  zodResolver(topupSchema(minimum, processors, messages));
export const autoTopupResolverFor = (messages: RuleMessages) => zodResolver(autoTopupSchema(messages));
export const lowBalanceNoticeResolverFor = (messages: RuleMessages) => zodResolver(lowBalanceNoticeSchema(messages));
