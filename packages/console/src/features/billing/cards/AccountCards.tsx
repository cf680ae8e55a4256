import { Suspense, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import type { BillingAccount, BillingAccountCard, PaymentProcessor } from "@cloudconsole/sdk";
import { Badge, Button, Card, ConfirmDialog, Inline, Notice, Spinner, Stack, StatusBadge, Table } from "@cloudconsole/ui";
import { useUiConfig } from "../../../config/ConfigLayout";
import { useFormat } from "../../../format";
import { useT } from "../../../i18n";
import { cardsMessages } from "./messages";
import { holderProblem, NewCardFields, type NewCardHolder } from "../payments/NewCardFields";
import type { CardEntry } from "../payments/cardProcessors/CardFields";
import type { CardProcessorAdapter } from "../payments/cardProcessors/types";
import { useOfferedProcessors } from "../payments/cardProcessors/useOfferedProcessors";
import { processorRedirect } from "../payments/redirect";
import { cardDetails, cardLabel, processorKind } from "../payments/processors";
import { useAddCard, useDeleteCard, useSetPrimaryCard, useVerifyCard, type VerifyOutcome } from "./cardMutations";
import { useBillingLabels } from "../history/labels";
import { validThruMonth } from "./validThru";
import * as styles from "../billing.css";

function follow(outcome: VerifyOutcome) {
  if (outcome.kind === "redirect") processorRedirect.follow(outcome);
}

/** The account's cards: brand, holder, expiry, primary and verification; add, verify, make primary, delete. */
export function AccountCards({ account, cards }: { account: BillingAccount; cards: BillingAccountCard[] }) {
  const t = useT(cardsMessages);
  return (
    <Suspense fallback={<Spinner label={t("loading")} />}>
      <OfferedCards account={account} cards={cards} />
    </Suspense>
  );
}

function OfferedCards({ account, cards }: { account: BillingAccount; cards: BillingAccountCard[] }) {
  const { offered, adapters, noCardProcessor } = useOfferedProcessors(useUiConfig().paymentProcessors ?? []);
  // Cards are added and verified with the site's first card processor that can take them.
  const processor = offered.find((candidate) => processorKind(candidate) === "card" && adapters.has(candidate.keyword));
  const adapter = processor ? adapters.get(processor.keyword) : undefined;
  const t = useT(cardsMessages);
  return (
    <Stack gap="lg">
      <Card title={t("title")} description={t("description")}>
        <CardTable cards={cards} processor={processor} />
      </Card>
      {processor && adapter && <AddCard account={account} processor={processor} adapter={adapter} />}
      {noCardProcessor && <Notice tone="error">{t("noProcessor")}</Notice>}
    </Stack>
  );
}

function CardTable({ cards, processor }: { cards: BillingAccountCard[]; processor: PaymentProcessor | undefined }) {
  const setPrimary = useSetPrimaryCard();
  const format = useFormat();
  const { siteLocale } = useUiConfig();
  const { invoice } = useBillingLabels();
  const t = useT(cardsMessages);
  return (
    <Table
      caption={t("title")}
      captionHidden
      dense
      rows={cards}
      rowKey={(card) => String(card.id)}
      emptyText={t("empty")}
      columns={[
        { key: "card", header: t("column.card"), cell: (card) => <Inline gap="xs">{cardLabel(card, invoice)}{card.is_primary && <Badge tone="info">{t("primary")}</Badge>}</Inline> },
        { key: "holder", header: t("column.holder"), cell: (card) => cardDetails(card).holder || "—", hideOnMobile: true },
        // The processor's valid-thru month, else the expiry the card's details carry.
        { key: "expiry", header: t("column.validThru"), cell: (card) => validThruMonth(card.valid_thru, siteLocale) ?? (cardDetails(card).expiry || "—"), nowrap: true },
        { key: "added", header: t("column.added"), cell: (card) => format.date(card.created), nowrap: true, hideOnMobile: true },
        {
          key: "state",
          header: t("column.verification"),
          cell: (card) =>
            card.is_verified ? <StatusBadge tone="success">{t("verified")}</StatusBadge> : <StatusBadge tone="warning">{card.is_verification_pending ? t("pendingVerification") : t("notVerified")}</StatusBadge>,
        },
      ]}
      rowActions={(card) => (
        <Inline gap="xs" justify="end">
          {!card.is_verified && processor && !cardDetails(card).byInvoice && <VerifyButton card={card} processor={processor} />}
          {card.is_verified && !card.is_primary && (
            <Button size="sm" variant="secondary" onClick={() => setPrimary.mutate(card)} loading={setPrimary.isPending && setPrimary.variables.id === card.id}>
              {t("makePrimary")}
            </Button>
          )}
          <DeleteCard card={card} />
        </Inline>
      )}
    />
  );
}

/** Verification charges a small amount, refunded, to prove the card is the customer's. */
function VerifyButton({ card, processor }: { card: BillingAccountCard; processor: PaymentProcessor }) {
  const verify = useVerifyCard(processor);
  const format = useFormat();
  const t = useT(cardsMessages);
  const amount = format.money(processor.verification_amount ?? 0);
  return (
    <ConfirmDialog
      trigger={
        <Button size="sm" variant="primary">
          {t("verify")}
        </Button>
      }
      title={t("verify.title", { card: cardLabel(card) })}
      description={processor.use_3ds_verification ? t("verify.description3ds", { amount }) : t("verify.description", { amount })}
      confirmLabel={t("verify.confirm")}
      tone="primary"
      onConfirm={() => verify.mutateAsync(card).then(follow)}
    />
  );
}

function DeleteCard({ card }: { card: BillingAccountCard }) {
  const remove = useDeleteCard();
  const t = useT(cardsMessages);
  return (
    <ConfirmDialog
      trigger={
        <Button size="sm" variant="secondary">
          {t("delete")}
        </Button>
      }
      title={t("delete.title", { card: cardLabel(card) })}
      description={card.is_primary ? t("delete.primary") : t("delete.other")}
      confirmLabel={t("delete.confirm")}
      tone="danger"
      onConfirm={() => remove.mutateAsync(card)}
    />
  );
}

function AddCard({ account, processor, adapter }: { account: BillingAccount; processor: PaymentProcessor; adapter: CardProcessorAdapter }) {
  const format = useFormat();
  const add = useAddCard(account, processor, adapter);
  const [open, setOpen] = useState(false);
  const t = useT(cardsMessages);
  const entry = useRef<CardEntry | null>(null);
  const form = useForm<NewCardHolder>({ defaultValues: { holder: "" } });
  const submit = form.handleSubmit(({ holder }) => {
    const problem = holderProblem(holder);
    if (problem) return form.setError("holder", { message: problem });
    // One card per click: a second click while it is being added does nothing.
    if (add.isPending) return;
    add.mutate({ entry: entry.current, holder }, { onSuccess: (outcome) => (follow(outcome), form.reset(), setOpen(false)) });
  });
  if (!open) {
    return (
      <Inline>
        <Button variant="secondary" onClick={() => setOpen(true)}>
          {t("add.open")}
        </Button>
      </Inline>
    );
  }
  return (
    <Card title={t("add.title")} description={t("add.description", { amount: format.money(processor.verification_amount ?? 0) })}>
      <Stack as="form" gap="md" className={styles.form} noValidate onSubmit={submit}>
        <NewCardFields form={form} account={account} processor={processor} adapter={adapter} entry={entry} />
        <Inline>
          <Button type="submit" variant="primary" loading={add.isPending}>
            {t("add.submit")}
          </Button>
          <Button variant="secondary" onClick={() => setOpen(false)}>
            {t("add.cancel")}
          </Button>
        </Inline>
      </Stack>
    </Card>
  );
}
