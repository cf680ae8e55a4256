import { lazy, Suspense, useEffect, useMemo, useRef, type RefObject } from "react";
import { useForm, type UseFormReturn } from "react-hook-form";
import type { BillingAccount, BillingAccountCard, PaymentProcessor } from "@cloudconsole/sdk";
import { Button, Card, Inline, Notice, RadioGroup, Select, Spinner, Stack, TextField } from "@cloudconsole/ui";
import { useUiConfig } from "../../../config/ConfigLayout";
import { useFormat } from "../../../format";
import { lazyResolver } from "../../../forms/lazyResolver";
import { CreditPolicy } from "../../../shared/billing";
import { NO_CARD_PROCESSOR } from "../constants";
import { useBillingLabels } from "../history/labels";
import { NEW_CARD, NewCardFields } from "./NewCardFields";
import type { CardEntry } from "./cardProcessors/CardFields";
import type { CardProcessorAdapter } from "./cardProcessors/types";
import { useOfferedProcessors } from "./cardProcessors/useOfferedProcessors";
import type { TopupValues } from "./paymentRules";
import { processorRedirect } from "./redirect";

// PayPal's checkout (and its SDK loader) is code for one payment method: it loads when that method is chosen.
const PayPalCheckout = lazy(() => import("./PayPalCheckout").then((module) => ({ default: module.PayPalCheckout })));
import { TopupPreview } from "./TopupPreview";
import { cardLabel, customerCountry, methodsForCountry, processorKind } from "./processors";
import { loadRules } from "./resolvers";
import { chargeableCards, useApplyForInvoice, useCardTopup, useLinkTopup, type TopupOutcome } from "./topupFlows";
import * as styles from "../billing.css";

/** Leaves for the processor's page when the top-up needs the customer there. */
function follow(outcome: TopupOutcome) {
  if (outcome.kind === "redirect") processorRedirect.follow(outcome);
}

/** Top up the account's credit with one of the site's processors, the charged amount shown before paying. */
export function TopUp({ account, cards }: { account: BillingAccount; cards: BillingAccountCard[] }) {
  return (
    <Suspense fallback={<Spinner label="Loading the payment methods" />}>
      <TopUpForm account={account} cards={cards} />
    </Suspense>
  );
}

function TopUpForm({ account, cards }: { account: BillingAccount; cards: BillingAccountCard[] }) {
  const config = useUiConfig();
  const format = useFormat();
  // Only the processors that can take payments are offered: a card processor set up wrongly is left out (and reported).
  const { offered: processors, adapters, noCardProcessor } = useOfferedProcessors(config.paymentProcessors ?? []);
  const minimum = config.minimumTopupAmount ?? 0;
  const minimumText = `Top up at least ${format.money(minimum)}`;
  const saved = chargeableCards(cards).filter((card) => !card.additional_data?.includes("paying_by_invoice"));
  const resolver = useMemo(() => lazyResolver(async () => (await loadRules()).topupResolverFor(minimum, processors, minimumText)), [minimum, processors, minimumText]);
  const form = useForm<TopupValues>({
    resolver,
    defaultValues: {
      amount: String(Math.max(minimum, 0) || ""),
      processor: processors[0]?.keyword ?? "",
      card: String((saved.find((card) => card.is_primary) ?? saved[0])?.id ?? NEW_CARD),
      method: "",
      holder: "",
    },
  });
  const entry = useRef<CardEntry | null>(null);
  // Set from the click that starts a payment until it settles: a second click meanwhile never charges twice.
  const paying = useRef(false);
  const cardTopup = useCardTopup(account);
  const linkTopup = useLinkTopup(account);
  const processor = processors.find((candidate) => candidate.keyword === form.watch("processor"));
  // A processor hidden once chosen (a wallet this browser does not have) gives way to the first one still offered.
  const fallback = processor ? undefined : processors[0]?.keyword;
  useEffect(() => {
    if (fallback) form.setValue("processor", fallback);
  }, [fallback, form]);
  const kind = processor ? processorKind(processor) : undefined;
  const amount = Number(form.watch("amount"));
  const errors = form.formState.errors;

  if (processors.length === 0) {
    return <Notice tone={noCardProcessor ? "error" : "primary"}>{noCardProcessor ? NO_CARD_PROCESSOR : "This site takes no payments online. Contact support to top up."}</Notice>;
  }

  const settled = { onSuccess: follow, onSettled: () => void (paying.current = false) };
  const submit = form.handleSubmit((values) => {
    if (!processor || paying.current) return;
    const value = Number(values.amount);
    if (kind === "link") {
      paying.current = true;
      linkTopup.mutate({ amount: value, processor, methodId: values.method }, settled);
    }
    if (kind === "card") {
      paying.current = true;
      const card = values.card === NEW_CARD ? { newCard: { entry: entry.current, holder: values.holder } } : { id: Number(values.card) };
      cardTopup.mutate({ amount: value, processor, adapter: adapters.get(processor.keyword), card }, settled);
    }
  });

  return (
    <Card title="Top up" description={`Add credit to ${account.title}. The minimum is ${format.money(minimum)}.`}>
      <Stack as="form" gap="md" className={styles.form} noValidate onSubmit={submit}>
        <TextField label="Amount" type="number" inputMode="decimal" min={minimum} step="0.01" required error={errors.amount?.message} {...form.register("amount")} />
        <CreditPolicy account={account} />
        {processors.length > 1 && (
          <RadioGroup
            label="Pay with"
            value={processor?.keyword}
            onValueChange={(value) => form.setValue("processor", value)}
            options={processors.map((candidate) => ({ value: candidate.keyword, label: candidate.name }))}
          />
        )}
        {noCardProcessor && <Notice tone="error">{NO_CARD_PROCESSOR}</Notice>}
        {kind === "card" && processor && <CardChoice form={form} saved={saved} account={account} processor={processor} adapter={adapters.get(processor.keyword)} entry={entry} />}
        {kind === "link" && processor && (
          <Select label="Payment method" required placeholder="Choose a method" error={errors.method?.message} {...form.register("method")}>
            {methodsForCountry(processor, customerCountry(account, config.siteCountry)).map((method) => (
              <option key={method.key} value={method.key}>
                {method.name}
              </option>
            ))}
          </Select>
        )}
        {kind === "invoice" ? (
          <InvoicePayment account={account} />
        ) : (
          processor && amount >= minimum && <TopupPreview account={account} processor={processor} amount={amount} />
        )}
        {kind === "paypal" && processor && (
          <Suspense fallback={<Spinner label="Loading PayPal" />}>
            <PayPalCheckout account={account} processor={processor} amount={amount >= minimum ? amount : undefined} />
          </Suspense>
        )}
        {(kind === "card" || kind === "link") && (
          <Inline>
            <Button type="submit" variant="primary" loading={cardTopup.isPending || linkTopup.isPending}>
              {kind === "link" ? "Continue to payment" : "Pay"}
            </Button>
          </Inline>
        )}
      </Stack>
    </Card>
  );
}

interface CardChoiceProps {
  form: UseFormReturn<TopupValues>;
  saved: BillingAccountCard[];
  account: BillingAccount;
  processor: PaymentProcessor;
  adapter: CardProcessorAdapter | undefined;
  entry: RefObject<CardEntry | null>;
}

function CardChoice({ form, saved, account, processor, adapter, entry }: CardChoiceProps) {
  const card = form.watch("card");
  return (
    <>
      <Select label="Card" {...form.register("card")}>
        {saved.map((candidate) => (
          <option key={candidate.id} value={String(candidate.id)}>
            {cardLabel(candidate)}
            {candidate.is_primary ? " (primary)" : ""}
          </option>
        ))}
        <option value={NEW_CARD}>A new card</option>
      </Select>
      {card === NEW_CARD && adapter && <NewCardFields form={form} account={account} processor={processor} adapter={adapter} entry={entry} />}
    </>
  );
}

function InvoicePayment({ account }: { account: BillingAccount }) {
  const apply = useApplyForInvoice(account);
  // The provider's word: an invoice may be an order.
  const invoice = useBillingLabels().invoice.toLowerCase();
  if (account.paying_by_invoice) {
    return (
      <p className={styles.muted}>
        This account already pays by {invoice}: each month's {invoice} is sent to {account.email || "its email"}.
      </p>
    );
  }
  return (
    <Stack gap="sm">
      <p className={styles.muted}>Pay monthly {invoice}s by bank transfer instead of topping up. We check the request and confirm it by email.</p>
      <Inline>
        <Button variant="primary" loading={apply.isPending} onClick={() => apply.mutate()}>
          Apply for {invoice} payment
        </Button>
      </Inline>
    </Stack>
  );
}
