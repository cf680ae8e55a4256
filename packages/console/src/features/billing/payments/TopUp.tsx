import { lazy, Suspense, useEffect, useMemo, useRef, type RefObject } from "react";
import { useForm, type UseFormReturn } from "react-hook-form";
import type { BillingAccount, BillingAccountCard, PaymentProcessor } from "@cloudconsole/sdk";
import { Button, Card, Inline, Notice, RadioGroup, Select, Spinner, Stack, TextField } from "@cloudconsole/ui";
import { useUiConfig } from "../../../config/ConfigLayout";
import { useFormat } from "../../../format";
import { useT } from "../../../i18n";
import { lazyResolver } from "../../../forms/lazyResolver";
import { CreditPolicy } from "../../../shared/billing";
import { useBillingLabels } from "../history/labels";
import { paymentMessages, type PaymentsT } from "./messages";
import { NEW_CARD, NewCardFields } from "./NewCardFields";
import type { CardEntry } from "./cardProcessors/CardFields";
import type { CardProcessorAdapter } from "./cardProcessors/types";
import { useOfferedProcessors } from "./cardProcessors/useOfferedProcessors";
import { useRuleMessages } from "./ruleMessages";
import type { TopupValues } from "./paymentRules";
import { processorRedirect } from "./redirect";

// PayPal's checkout (and its SDK loader) is code for one payment method: it loads when that method is chosen.
const PayPalCheckout = lazy(() => import("./paypal/PayPalCheckout").then((module) => ({ default: module.PayPalCheckout })));
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
  const t = useT(paymentMessages);
  return (
    <Suspense fallback={<Spinner label={t("topUp.loadingMethods")} />}>
      <TopUpForm account={account} cards={cards} />
    </Suspense>
  );
}

function TopUpForm({ account, cards }: { account: BillingAccount; cards: BillingAccountCard[] }) {
  const config = useUiConfig();
  const format = useFormat();
  const t = useT(paymentMessages);
  // Only the processors that can take payments are offered: a card processor set up wrongly is left out (and reported).
  const { offered: processors, adapters, noCardProcessor } = useOfferedProcessors(config.paymentProcessors ?? []);
  const minimum = config.minimumTopupAmount ?? 0;
  const rules = useRuleMessages(t, t("topUp.minimumError", { minimum: format.money(minimum) }));
  const saved = chargeableCards(cards).filter((card) => !card.additional_data?.includes("paying_by_invoice"));
  const resolver = useMemo(() => lazyResolver(async () => (await loadRules()).topupResolverFor(minimum, processors, rules)), [minimum, processors, rules]);
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
    return <Notice tone={noCardProcessor ? "error" : "primary"}>{noCardProcessor ? t("noCardProcessor") : t("topUp.noPayments")}</Notice>;
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
    <Card title={t("topUp.title")} description={t("topUp.description", { account: account.title, minimum: format.money(minimum) })}>
      <Stack as="form" gap="md" className={styles.form} noValidate onSubmit={submit}>
        <TextField label={t("topUp.amount")} type="number" inputMode="decimal" min={minimum} step="0.01" required error={errors.amount?.message} {...form.register("amount")} />
        <CreditPolicy account={account} />
        {processors.length > 1 && (
          <RadioGroup
            label={t("topUp.payWith")}
            value={processor?.keyword}
            onValueChange={(value) => form.setValue("processor", value)}
            options={processors.map((candidate) => ({ value: candidate.keyword, label: candidate.name }))}
          />
        )}
        {noCardProcessor && <Notice tone="error">{t("noCardProcessor")}</Notice>}
        {kind === "card" && processor && <CardChoice t={t} form={form} saved={saved} account={account} processor={processor} adapter={adapters.get(processor.keyword)} entry={entry} />}
        {kind === "link" && processor && (
          <Select label={t("topUp.method")} required placeholder={t("topUp.chooseMethod")} error={errors.method?.message} {...form.register("method")}>
            {methodsForCountry(processor, customerCountry(account, config.siteCountry)).map((method) => (
              <option key={method.key} value={method.key}>
                {method.name}
              </option>
            ))}
          </Select>
        )}
        {kind === "invoice" ? (
          <InvoicePayment t={t} account={account} />
        ) : (
          processor && amount >= minimum && <TopupPreview account={account} processor={processor} amount={amount} />
        )}
        {kind === "paypal" && processor && (
          <Suspense fallback={<Spinner label={t("topUp.loadingPayPal")} />}>
            <PayPalCheckout account={account} processor={processor} amount={amount >= minimum ? amount : undefined} />
          </Suspense>
        )}
        {(kind === "card" || kind === "link") && (
          <Inline>
            <Button type="submit" variant="primary" loading={cardTopup.isPending || linkTopup.isPending}>
              {kind === "link" ? t("topUp.continue") : t("topUp.pay")}
            </Button>
          </Inline>
        )}
      </Stack>
    </Card>
  );
}

interface CardChoiceProps {
  t: PaymentsT;
  form: UseFormReturn<TopupValues>;
  saved: BillingAccountCard[];
  account: BillingAccount;
  processor: PaymentProcessor;
  adapter: CardProcessorAdapter | undefined;
  entry: RefObject<CardEntry | null>;
}

function CardChoice({ t, form, saved, account, processor, adapter, entry }: CardChoiceProps) {
  const card = form.watch("card");
  return (
    <>
      <Select label={t("card.label")} {...form.register("card")}>
        {saved.map((candidate) => (
          <option key={candidate.id} value={String(candidate.id)}>
            {candidate.is_primary ? t("card.primary", { card: cardLabel(candidate) }) : cardLabel(candidate)}
          </option>
        ))}
        <option value={NEW_CARD}>{t("card.new")}</option>
      </Select>
      {card === NEW_CARD && adapter && <NewCardFields form={form} account={account} processor={processor} adapter={adapter} entry={entry} />}
    </>
  );
}

function InvoicePayment({ t, account }: { t: PaymentsT; account: BillingAccount }) {
  const apply = useApplyForInvoice(account);
  // The provider's word: an invoice may be an order.
  const invoice = useBillingLabels().invoice.toLowerCase();
  if (account.paying_by_invoice) {
    return (
      <p className={styles.muted}>
        {account.email ? t("invoice.alreadyPayingTo", { invoice, email: account.email }) : t("invoice.alreadyPaying", { invoice })}
      </p>
    );
  }
  return (
    <Stack gap="sm">
      <p className={styles.muted}>{t("invoice.offer", { invoice })}</p>
      <Inline>
        <Button variant="primary" loading={apply.isPending} onClick={() => apply.mutate()}>
          {t("invoice.apply", { invoice })}
        </Button>
      </Inline>
    </Stack>
  );
}
