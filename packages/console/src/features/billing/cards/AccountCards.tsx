import { Suspense, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import type { BillingAccount, BillingAccountCard, PaymentProcessor } from "@cloudconsole/sdk";
import { Badge, Button, Card, ConfirmDialog, Inline, Notice, Spinner, Stack, StatusBadge, Table } from "@cloudconsole/ui";
import { useUiConfig } from "../../../config/ConfigLayout";
import { useFormat } from "../../../format";
import { holderProblem, NewCardFields, type NewCardHolder } from "../payments/NewCardFields";
import type { CardEntry } from "../payments/cardProcessors/CardFields";
import type { CardProcessorAdapter } from "../payments/cardProcessors/types";
import { useOfferedProcessors } from "../payments/cardProcessors/useOfferedProcessors";
import { processorRedirect } from "../payments/redirect";
import { cardDetails, cardLabel, processorKind } from "../payments/processors";
import { useAddCard, useDeleteCard, useSetPrimaryCard, useVerifyCard, type VerifyOutcome } from "./cardMutations";
import { NO_CARD_PROCESSOR } from "../constants";
import { useBillingLabels } from "../history/labels";
import { validThruMonth } from "./validThru";
import * as styles from "../billing.css";

function follow(outcome: VerifyOutcome) {
  if (outcome.kind === "redirect") processorRedirect.follow(outcome);
}

/** The account's cards: brand, holder, expiry, primary and verification; add, verify, make primary, delete. */
export function AccountCards({ account, cards }: { account: BillingAccount; cards: BillingAccountCard[] }) {
  return (
    <Suspense fallback={<Spinner label="Loading the cards" />}>
      <OfferedCards account={account} cards={cards} />
    </Suspense>
  );
}

function OfferedCards({ account, cards }: { account: BillingAccount; cards: BillingAccountCard[] }) {
  const { offered, adapters, noCardProcessor } = useOfferedProcessors(useUiConfig().paymentProcessors ?? []);
  // Cards are added and verified with the site's first card processor that can take them.
  const processor = offered.find((candidate) => processorKind(candidate) === "card" && adapters.has(candidate.keyword));
  const adapter = processor ? adapters.get(processor.keyword) : undefined;
  return (
    <Stack gap="lg">
      <Card title="Cards" description="Top-ups and automated top-ups charge these. Only a verified card can be primary.">
        <CardTable cards={cards} processor={processor} />
      </Card>
      {processor && adapter && <AddCard account={account} processor={processor} adapter={adapter} />}
      {noCardProcessor && <Notice tone="error">{NO_CARD_PROCESSOR}</Notice>}
    </Stack>
  );
}

function CardTable({ cards, processor }: { cards: BillingAccountCard[]; processor: PaymentProcessor | undefined }) {
  const setPrimary = useSetPrimaryCard();
  const format = useFormat();
  const { siteLocale } = useUiConfig();
  const { invoice } = useBillingLabels();
  return (
    <Table
      caption="Cards"
      captionHidden
      dense
      rows={cards}
      rowKey={(card) => String(card.id)}
      emptyText="No cards yet. Add one below to top up."
      columns={[
        { key: "card", header: "Card", cell: (card) => <Inline gap="xs">{cardLabel(card, invoice)}{card.is_primary && <Badge tone="info">Primary</Badge>}</Inline> },
        { key: "holder", header: "Holder", cell: (card) => cardDetails(card).holder || "—", hideOnMobile: true },
        // The processor's valid-thru month, else the expiry the card's details carry.
        { key: "expiry", header: "Valid thru", cell: (card) => validThruMonth(card.valid_thru, siteLocale) ?? (cardDetails(card).expiry || "—"), nowrap: true },
        { key: "added", header: "Added", cell: (card) => format.date(card.created), nowrap: true, hideOnMobile: true },
        {
          key: "state",
          header: "Verification",
          cell: (card) =>
            card.is_verified ? <StatusBadge tone="success">Verified</StatusBadge> : <StatusBadge tone="warning">{card.is_verification_pending ? "Pending verification" : "Not verified"}</StatusBadge>,
        },
      ]}
      rowActions={(card) => (
        <Inline gap="xs" justify="end">
          {!card.is_verified && processor && !cardDetails(card).byInvoice && <VerifyButton card={card} processor={processor} />}
          {card.is_verified && !card.is_primary && (
            <Button size="sm" variant="secondary" onClick={() => setPrimary.mutate(card)} loading={setPrimary.isPending && setPrimary.variables.id === card.id}>
              Make primary
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
  return (
    <ConfirmDialog
      trigger={
        <Button size="sm" variant="primary">
          Verify
        </Button>
      }
      title={`Verify ${cardLabel(card)}?`}
      description={`We charge the card ${format.money(processor.verification_amount ?? 0)} to check it is yours, and refund it at once.${processor.use_3ds_verification ? " Your bank may ask you to confirm the charge (3-D Secure)." : ""}`}
      confirmLabel="Verify card"
      tone="primary"
      onConfirm={() => verify.mutateAsync(card).then(follow)}
    />
  );
}

function DeleteCard({ card }: { card: BillingAccountCard }) {
  const remove = useDeleteCard();
  return (
    <ConfirmDialog
      trigger={
        <Button size="sm" variant="secondary">
          Delete
        </Button>
      }
      title={`Delete ${cardLabel(card)}?`}
      description={card.is_primary ? "It is the primary card: automated top-ups stop until another verified card is primary." : "It can no longer be charged."}
      confirmLabel="Delete card"
      tone="danger"
      onConfirm={() => remove.mutateAsync(card)}
    />
  );
}

function AddCard({ account, processor, adapter }: { account: BillingAccount; processor: PaymentProcessor; adapter: CardProcessorAdapter }) {
  const format = useFormat();
  const add = useAddCard(account, processor, adapter);
  const [open, setOpen] = useState(false);
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
          Add a card
        </Button>
      </Inline>
    );
  }
  return (
    <Card title="Add a card" description={`To verify it we charge ${format.money(processor.verification_amount ?? 0)} and refund it at once.`}>
      <Stack as="form" gap="md" className={styles.form} noValidate onSubmit={submit}>
        <NewCardFields form={form} account={account} processor={processor} adapter={adapter} entry={entry} />
        <Inline>
          <Button type="submit" variant="primary" loading={add.isPending}>
            Add card
          </Button>
          <Button variant="secondary" onClick={() => setOpen(false)}>
            Cancel
          </Button>
        </Inline>
      </Stack>
    </Card>
  );
}
