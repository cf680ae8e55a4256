import { lazy, Suspense, useMemo } from "react";
import { useForm, type UseFormReturn } from "react-hook-form";
import type { BillingAccount, BillingAccountCard } from "@cloudconsole/sdk";
import { Button, Card, Inline, Notice, RadioGroup, Select, Spinner, Stack, TextField } from "@cloudconsole/ui";
import { useUiConfig } from "../../../config/ConfigLayout";
import { useFormat } from "../../../format";
import { lazyResolver } from "../../../forms/lazyResolver";
import { NEW_CARD, NewCardFields } from "./NewCardFields";
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
  if (outcome.kind === "redirect") processorRedirect.go(outcome.url);
}

/** Top up the account's credit with one of the site's processors, the charged amount shown before paying. */
export function TopUp({ account, cards }: { account: BillingAccount; cards: BillingAccountCard[] }) {
  const config = useUiConfig();
  const format = useFormat();
  const processors = useMemo(() => config.paymentProcessors ?? [], [config.paymentProcessors]);
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
      number: "",
      expiry: "",
      cvc: "",
    },
  });
  const cardTopup = useCardTopup(account);
  const linkTopup = useLinkTopup(account);
  const processor = processors.find((candidate) => candidate.keyword === form.watch("processor"));
  const kind = processor ? processorKind(processor) : undefined;
  const amount = Number(form.watch("amount"));
  const errors = form.formState.errors;

  if (processors.length === 0) {
    return <Notice tone="primary">This site takes no payments online. Contact support to top up.</Notice>;
  }

  const submit = form.handleSubmit((values) => {
    if (!processor) return;
    const value = Number(values.amount);
    if (kind === "link") linkTopup.mutate({ amount: value, processor, methodId: values.method }, { onSuccess: follow });
    if (kind === "card") {
      const card = values.card === NEW_CARD ? { newCard: values } : { id: Number(values.card) };
      cardTopup.mutate({ amount: value, processor, card }, { onSuccess: follow });
    }
  });

  return (
    <Card title="Top up" description={`Add credit to ${account.title}. The minimum is ${format.money(minimum)}.`}>
      <Stack as="form" gap="md" className={styles.form} noValidate onSubmit={submit}>
        <TextField label="Amount" type="number" inputMode="decimal" min={minimum} step="0.01" required error={errors.amount?.message} {...form.register("amount")} />
        {processors.length > 1 && (
          <RadioGroup
            label="Pay with"
            value={processor?.keyword}
            onValueChange={(value) => form.setValue("processor", value)}
            options={processors.map((candidate) => ({ value: candidate.keyword, label: candidate.name }))}
          />
        )}
        {kind === "card" && <CardChoice form={form} saved={saved} />}
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

function CardChoice({ form, saved }: { form: UseFormReturn<TopupValues>; saved: BillingAccountCard[] }) {
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
      {card === NEW_CARD && <NewCardFields form={form} />}
    </>
  );
}

function InvoicePayment({ account }: { account: BillingAccount }) {
  const apply = useApplyForInvoice(account);
  if (account.paying_by_invoice) return <p className={styles.muted}>This account already pays by invoice: each month's invoice is sent to {account.email || "its email"}.</p>;
  return (
    <Stack gap="sm">
      <p className={styles.muted}>Pay monthly invoices by bank transfer instead of topping up. We check the request and confirm it by email.</p>
      <Inline>
        <Button variant="primary" loading={apply.isPending} onClick={() => apply.mutate()}>
          Apply for invoice payment
        </Button>
      </Inline>
    </Stack>
  );
}
