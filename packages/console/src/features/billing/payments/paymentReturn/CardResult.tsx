import { useEffect, useState } from "react";
import { useSuspenseQuery } from "@tanstack/react-query";
import type { BillingAccount, PaymentProcessor } from "@cloudconsole/sdk";
import { billingMutations, billingQueries } from "@cloudconsole/sdk/query";
import { Button, Inline, Notice, Spinner, Stack } from "@cloudconsole/ui";
import { useApiClient } from "../../../../api/ApiClientContext";
import { useApiMutation } from "../../../../api/useApiMutation";
import { useUiConfig } from "../../../../config/ConfigLayout";
import { useFormat } from "../../../../format";
import { useT } from "../../../../i18n";
import { FailureNotice } from "../../../../screens/FailureNotice";
import { useBillingAccounts } from "../../queries";
import { claimPendingPayment, type PendingPayment } from "../pendingPayment";
import { cardCheckOutcome, checkAgainWhile, processorData, type PaymentOutcome } from "../paymentCheck";
import { useCardTopup } from "../topupFlows";
import { paymentReturnMessages, type PaymentReturnT } from "./messages";
import { BackLink } from "./BackLink";

const OUTCOME_TONES = { succeeded: "success", failed: "error", pending: "primary" } as const satisfies Record<PaymentOutcome, string>;

/** What the bank's check of a card, or of a charge, came to. */
function cardTitle(t: PaymentReturnT, charge: boolean, outcome: PaymentOutcome): string {
  if (charge) return { succeeded: t("charge.succeeded"), failed: t("charge.failed"), pending: t("charge.pending") }[outcome];
  return { succeeded: t("verification.succeeded"), failed: t("verification.failed"), pending: t("verification.pending") }[outcome];
}

/**
 * A card's 3-D Secure check, from persistent_data: then the charge it confirmed is completed, or the top-up that
 * waited for a new card is paid.
 */
export function CardResult({ accountId, identifier, pending }: { accountId: number; identifier: string; pending: PendingPayment | undefined }) {
  const t = useT(paymentReturnMessages);
  const client = useApiClient();
  const answer = useSuspenseQuery({
    ...billingQueries.paymentPersistentData(client, { billing_account_id: accountId, identifier }),
    refetchInterval: checkAgainWhile((data) => data === undefined || cardCheckOutcome(processorData(data.data)) === "pending"),
  }).data;
  const data = processorData(answer.data);
  const outcome = cardCheckOutcome(data);
  const charge = pending?.kind === "card_topup";
  const text = {
    succeeded: charge ? t("card.completing") : t("card.confirmed"),
    failed: t("card.nothingCharged"),
    pending: t("card.checking"),
  }[outcome];
  const chargeId = pending?.chargeId ?? (typeof data.charge_id === "string" ? data.charge_id : undefined);
  let next = <BackLink accountId={accountId} />;
  if (outcome === "succeeded" && charge && pending) next = pending.settled ? <AlreadySettled accountId={accountId} /> : <CompleteCharge accountId={accountId} pending={pending} chargeId={chargeId} />;
  // A card saved on the processor's hosted page is known only from the processor's answer, not from this browser.
  const paymentObjectId = pending?.paymentObjectId ?? (typeof data.payment_object_id === "number" ? data.payment_object_id : undefined);
  if (outcome === "succeeded" && pending?.kind === "card_verification" && pending.amount && paymentObjectId) {
    next = pending.settled ? <AlreadySettled accountId={accountId} /> : <ContinueTopup accountId={accountId} pending={{ ...pending, paymentObjectId }} />;
  }
  // A refusal names the processor's own reason where it gives one, as the processor gives it.
  const reason = outcome === "failed" && typeof data.message === "string" && data.message.trim() ? data.message.trim() : undefined;
  return (
    <Stack gap="sm">
      <Notice tone={OUTCOME_TONES[outcome]} title={cardTitle(t, charge, outcome)}>
        {reason ? (
          <Stack gap="xs">
            <p>{reason}</p>
            <p>{text}</p>
          </Stack>
        ) : (
          text
        )}
      </Notice>
      {next}
    </Stack>
  );
}

/** A top-up this browser already completed or paid from this page (the page was reloaded): said, never done again. */
function AlreadySettled({ accountId }: { accountId: number }) {
  const t = useT(paymentReturnMessages);
  return (
    <Stack gap="sm">
      <Notice tone="primary" title={t("settled.title")}>
        {t("settled.text")}
      </Notice>
      <BackLink accountId={accountId} />
    </Stack>
  );
}

/**
 * Completes the charge the bank confirmed with `credit/buy/posthook`, once: the pending record is taken out of
 * storage before the call, so a reload (or another tab) finds nothing to complete; a failed call is retried from
 * the record this page holds.
 */
function CompleteCharge({ accountId, pending, chargeId }: { accountId: number; pending: PendingPayment; chargeId: string | undefined }) {
  const t = useT(paymentReturnMessages);
  const format = useFormat();
  const account = useBillingAccounts().find((candidate) => candidate.id === accountId);
  const complete = useApiMutation({
    mutation: billingMutations.buyCreditPosthook,
    variables: (charge: { chargeId: string; paymentObjectId: number }) => ({ body: { billing_account_id: accountId, charge_id: charge.chargeId, payment_object_id: charge.paymentObjectId } }),
    // This page has no toasts (it is outside the console's shell): the outcome is said here.
    failure: false,
  });
  const { mutate } = complete;
  const paymentObjectId = pending.paymentObjectId;
  useEffect(() => {
    if (!chargeId || paymentObjectId === undefined) return;
    // Only the first claim gets the record: completing twice is impossible from this browser.
    if (claimPendingPayment("card_topup")) mutate({ chargeId, paymentObjectId });
  }, [chargeId, paymentObjectId, mutate]);
  if (!chargeId || paymentObjectId === undefined) {
    return <Notice tone="error" title={t("complete.failed")}>{t("complete.noCharge")}</Notice>;
  }
  if (complete.isError) {
    return (
      <Stack gap="sm">
        <FailureNotice title={t("complete.failed")} error={complete.error} />
        <Inline>
          <Button variant="primary" onClick={() => mutate({ chargeId, paymentObjectId })}>
            {t("tryAgain")}
          </Button>
          <BackLink accountId={accountId} />
        </Inline>
      </Stack>
    );
  }
  if (!complete.isSuccess) return complete.isPending ? <Spinner label={t("complete.working")} /> : <BackLink accountId={accountId} />;
  return (
    <Stack gap="sm">
      <Notice tone="success" role="status" title={pending.amount ? t("paid", { amount: format.money(pending.amount) }) : t("paidNoAmount")}>
        {account ? t("complete.balance", { account: account.title, balance: format.money(account.credit_amount ?? 0) }) : t("toppedUp")}
      </Notice>
      <BackLink accountId={accountId} />
    </Stack>
  );
}

/** Pays the top-up that waited for the card's check. */
function ContinueTopup({ accountId, pending }: { accountId: number; pending: PendingPayment }) {
  const account = useBillingAccounts().find((candidate) => candidate.id === accountId);
  const processor = (useUiConfig().paymentProcessors ?? []).find((candidate) => candidate.keyword === pending.processor);
  if (!account || !processor || !pending.amount || !pending.paymentObjectId) return <BackLink accountId={accountId} />;
  return <ContinueTopupButton account={account} amount={pending.amount} paymentObjectId={pending.paymentObjectId} processor={processor} />;
}

interface ContinueTopupProps {
  account: BillingAccount;
  amount: number;
  paymentObjectId: number;
  processor: PaymentProcessor;
}

function ContinueTopupButton({ account, amount, paymentObjectId, processor }: ContinueTopupProps) {
  const t = useT(paymentReturnMessages);
  const format = useFormat();
  const topup = useCardTopup(account);
  // The top-up is claimed from storage when the customer first pays: a reload, or a second tab, cannot pay it again.
  const [claimed, setClaimed] = useState<"yours" | "taken">();
  const done = topup.isSuccess;
  const pay = () => {
    const mine = claimed === "yours" || claimPendingPayment("card_verification") !== undefined;
    setClaimed(mine ? "yours" : "taken");
    if (mine) topup.mutate({ amount, processor, card: { id: paymentObjectId } });
  };
  // This page has no toasts (it is outside the console's shell): the outcome is said here.
  return (
    <Stack gap="sm">
      {done && (
        <Notice tone="success" role="status">
          {t("paid", { amount: format.money(amount) })}
        </Notice>
      )}
      {claimed === "taken" && <Notice tone="primary">{t("continue.taken")}</Notice>}
      {topup.isError && <FailureNotice title={t("continue.failed")} error={topup.error} />}
      <Inline>
        {!done && claimed !== "taken" && (
          <Button variant="primary" loading={topup.isPending} onClick={pay}>
            {t("continue.pay", { amount: format.money(amount) })}
          </Button>
        )}
        <BackLink accountId={account.id} />
      </Inline>
    </Stack>
  );
}
