import { useEffect, useState } from "react";
import { useQuery, useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import { Link, useSearchParams } from "react-router";
import type { BillingAccount, PaymentProcessor } from "@cloudconsole/sdk";
import { billingKeys, billingMutations, billingQueries } from "@cloudconsole/sdk/query";
import { Button, Inline, Notice, Spinner, Stack, linkClass } from "@cloudconsole/ui";
import { useApiClient } from "../../../api/ApiClientContext";
import { useApiMutation } from "../../../api/useApiMutation";
import { useUiConfig } from "../../../config/ConfigLayout";
import { useFormat } from "../../../format";
import { claimPendingPayment, clearPendingPayment, readPendingPayment, type PendingPayment } from "./pendingPayment";
import { cardCheckOutcome, linkOutcome, nextCheckDelay, paymentInstructions, processorData, type PaymentOutcome } from "./paymentCheck";
import { useCardTopup } from "./topupFlows";
import { useBillingAccounts } from "../queries";
import * as styles from "../billing.css";
import { FailureNotice } from "../../../screens/FailureNotice";

/**
 * What /payment_return adds under its message when the processor sent the customer back with a payment's
 * identifier: the payment's result, asked for from the API (again, with growing waits, while it is still open), and
 * what waited for it: a 3-D Secure charge to complete, a top-up to pay once a new card is verified.
 */
export function PaymentResult() {
  const [search] = useSearchParams();
  // Read once per visit: completing the payment takes it out of storage, and the page still shows what it was.
  const [pending] = useState(readPendingPayment);
  const identifier = search.get("identifier") ?? "";
  const accountId = Number(search.get("billing_account_id") ?? pending?.billingAccountId ?? 0);
  return (
    <Stack as="section" gap="md" className={styles.result} aria-label="Payment result">
      {identifier && accountId ? (
        identifier.startsWith("link_") || pending?.kind === "link" ? (
          <LinkResult accountId={accountId} identifier={identifier} pending={pending} />
        ) : (
          <CardResult accountId={accountId} identifier={identifier} pending={pending} />
        )
      ) : (
        <p className={styles.muted}>No payment is waiting for this page.</p>
      )}
    </Stack>
  );
}

function backLink(accountId: number) {
  return (
    <Link className={linkClass} to={`/billing/account/${accountId}`}>
      Back to the billing account
    </Link>
  );
}

/** Asks again after a growing wait while `open` says the payment is not final, never once it is. */
function checkAgainWhile<T>(open: (data: T | undefined) => boolean) {
  return (query: { state: { data: T | undefined; dataUpdateCount: number } }) => (open(query.state.data) ? nextCheckDelay(query.state.dataUpdateCount) : false);
}

/** A payment link's outcome: process_result says whether it succeeded, the processor's data whether it is still open. */
function LinkResult({ accountId, identifier, pending }: { accountId: number; identifier: string; pending: PendingPayment | undefined }) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const query = { billing_account_id: accountId, identifier };
  const dataQuery = billingQueries.paymentPersistentData(client, query);
  const dataOf = (answer: { data?: unknown } | undefined) => (answer ? processorData(answer.data) : undefined);
  const open = (result: { success: boolean } | undefined, data: Record<string, unknown> | undefined) => !result || !["succeeded", "failed"].includes(linkOutcome(result, data) ?? "");
  const result = useSuspenseQuery({
    ...billingQueries.linkProcessResult(client, query),
    refetchInterval: checkAgainWhile((answer) => open(answer, dataOf(queryClient.getQueryData(dataQuery.queryKey)))),
  });
  const details = useQuery({
    ...dataQuery,
    enabled: !result.data.success,
    refetchInterval: checkAgainWhile((answer) => open(queryClient.getQueryData(billingQueries.linkProcessResult(client, query).queryKey), dataOf(answer))),
  });
  const outcome = linkOutcome(result.data, dataOf(details.data));
  useEffect(() => {
    if (outcome !== "succeeded" && outcome !== "failed") return;
    // Final: the payment is settled, so forget it; a credit changes the balance, the history and the restriction level.
    clearPendingPayment();
    if (outcome === "succeeded") {
      void queryClient.invalidateQueries({ queryKey: billingKeys.billingAccounts() });
      void queryClient.invalidateQueries({ queryKey: billingKeys.credit() });
    }
  }, [outcome, queryClient]);
  if (details.isError) return <FailureNotice title="Could not check the payment" error={details.error} />;
  if (!outcome) return <Spinner label="Checking the payment" />;
  if (outcome === "pending") {
    const check = () => {
      void result.refetch();
      void details.refetch();
    };
    return <OpenPayment accountId={accountId} data={dataOf(details.data) ?? {}} amount={pending?.amount} onCheck={check} checking={result.isFetching || details.isFetching} />;
  }
  const succeeded = outcome === "succeeded";
  return (
    <Stack gap="sm">
      <Notice tone={succeeded ? "success" : "error"} title={succeeded ? "Payment received" : "The payment did not go through"}>
        {result.data.message ?? (succeeded ? "Your credit has been topped up." : "Nothing was charged. Try again or choose another method.")}
      </Notice>
      {backLink(accountId)}
    </Stack>
  );
}

/** A payment still open (a virtual account, a bank transfer): how to pay it and when the credit arrives. */
function OpenPayment({ accountId, data, amount, onCheck, checking }: { accountId: number; data: Record<string, unknown>; amount: number | undefined; onCheck: () => void; checking: boolean }) {
  const format = useFormat();
  const how = paymentInstructions(data);
  const due = how.amount ?? amount;
  const method = how.method ?? "the method you chose";
  const until = how.expiresAt ? ` before ${format.dateTime(new Date(how.expiresAt))}` : "";
  return (
    <Stack gap="sm">
      <Notice tone="primary" title="Waiting for your payment" role="status">
        <Stack gap="xs">
          {how.payCode ? (
            <p>
              Pay {due === undefined ? "the amount" : format.money(due)} with {method} to the number <strong>{how.payCode}</strong>
              {until}.
            </p>
          ) : (
            <p>Finish the payment with {method} as the processor showed you{until}.</p>
          )}
          <p>Your credit is added within minutes of the payment arriving. This page checks again by itself until then; you may also close it, the credit is added all the same.</p>
        </Stack>
      </Notice>
      <Inline>
        <Button onClick={onCheck} loading={checking}>
          Check now
        </Button>
        {backLink(accountId)}
      </Inline>
    </Stack>
  );
}

const OUTCOME_TONES = { succeeded: "success", failed: "error", pending: "primary" } as const satisfies Record<PaymentOutcome, string>;

const CARD_TITLES: Record<"verification" | "charge", Record<PaymentOutcome, string>> = {
  verification: { succeeded: "Your card is verified", failed: "Your bank did not confirm the card", pending: "Your bank is still checking the card" },
  charge: { succeeded: "Your bank confirmed the payment", failed: "Your bank did not confirm the payment", pending: "Your bank is still confirming the payment" },
};

/**
 * A card's 3-D Secure check, from persistent_data: then the charge it confirmed is completed, or the top-up that
 * waited for a new card is paid.
 */
function CardResult({ accountId, identifier, pending }: { accountId: number; identifier: string; pending: PendingPayment | undefined }) {
  const client = useApiClient();
  const answer = useSuspenseQuery({
    ...billingQueries.paymentPersistentData(client, { billing_account_id: accountId, identifier }),
    refetchInterval: checkAgainWhile((data) => data === undefined || cardCheckOutcome(processorData(data.data)) === "pending"),
  }).data;
  const data = processorData(answer.data);
  const outcome = cardCheckOutcome(data);
  const charge = pending?.kind === "card_topup";
  const title = CARD_TITLES[charge ? "charge" : "verification"][outcome];
  const text = {
    succeeded: charge ? "Completing the top-up." : "Your bank confirmed the card.",
    failed: "Nothing was charged. Try again or use another card.",
    pending: "This page checks again by itself until your bank has answered.",
  }[outcome];
  const chargeId = pending?.chargeId ?? (typeof data.charge_id === "string" ? data.charge_id : undefined);
  let next = backLink(accountId);
  if (outcome === "succeeded" && charge && pending) next = pending.settled ? <AlreadySettled accountId={accountId} /> : <CompleteCharge accountId={accountId} pending={pending} chargeId={chargeId} />;
  // A card saved on the processor's hosted page is known only from the processor's answer, not from this browser.
  const paymentObjectId = pending?.paymentObjectId ?? (typeof data.payment_object_id === "number" ? data.payment_object_id : undefined);
  if (outcome === "succeeded" && pending?.kind === "card_verification" && pending.amount && paymentObjectId) {
    next = pending.settled ? <AlreadySettled accountId={accountId} /> : <ContinueTopup accountId={accountId} pending={{ ...pending, paymentObjectId }} />;
  }
  // A refusal names the processor's own reason where it gives one.
  const reason = outcome === "failed" && typeof data.message === "string" && data.message.trim() ? data.message.trim() : undefined;
  return (
    <Stack gap="sm">
      <Notice tone={OUTCOME_TONES[outcome]} title={title}>
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
  return (
    <Stack gap="sm">
      <Notice tone="primary" title="This top-up is already done">
        It was completed when this page first opened: its credit is in the billing account's history.
      </Notice>
      {backLink(accountId)}
    </Stack>
  );
}

/**
 * Completes the charge the bank confirmed with `credit/buy/posthook`, once: the pending record is taken out of
 * storage before the call, so a reload (or another tab) finds nothing to complete; a failed call is retried from
 * the record this page holds.
 */
function CompleteCharge({ accountId, pending, chargeId }: { accountId: number; pending: PendingPayment; chargeId: string | undefined }) {
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
    return <Notice tone="error" title="The top-up could not be completed">The processor did not say which charge to complete. Contact support with this page's address.</Notice>;
  }
  if (complete.isError) {
    return (
      <Stack gap="sm">
        <FailureNotice title="The top-up could not be completed" error={complete.error} />
        <Inline>
          <Button variant="primary" onClick={() => mutate({ chargeId, paymentObjectId })}>
            Try again
          </Button>
          {backLink(accountId)}
        </Inline>
      </Stack>
    );
  }
  if (!complete.isSuccess) return complete.isPending ? <Spinner label="Completing the top-up" /> : backLink(accountId);
  return (
    <Stack gap="sm">
      <Notice tone="success" role="status" title={pending.amount ? `Top-up of ${format.money(pending.amount)} paid` : "Top-up paid"}>
        {account ? `The balance of ${account.title} is now ${format.money(account.credit_amount ?? 0)}.` : "Your credit has been topped up."}
      </Notice>
      {backLink(accountId)}
    </Stack>
  );
}

/** Pays the top-up that waited for the card's check. */
function ContinueTopup({ accountId, pending }: { accountId: number; pending: PendingPayment }) {
  const account = useBillingAccounts().find((candidate) => candidate.id === accountId);
  const processor = (useUiConfig().paymentProcessors ?? []).find((candidate) => candidate.keyword === pending.processor);
  const format = useFormat();
  if (!account || !processor || !pending.amount || !pending.paymentObjectId) return backLink(accountId);
  return <ContinueTopupButton account={account} amount={pending.amount} paymentObjectId={pending.paymentObjectId} processor={processor} label={`Pay ${format.money(pending.amount)} now`} />;
}

interface ContinueTopupProps {
  account: BillingAccount;
  amount: number;
  paymentObjectId: number;
  processor: PaymentProcessor;
  label: string;
}

function ContinueTopupButton({ account, amount, paymentObjectId, processor, label }: ContinueTopupProps) {
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
          {label.replace(/^Pay (.*) now$/, "Top-up of $1 paid")}
        </Notice>
      )}
      {claimed === "taken" && <Notice tone="primary">This top-up was already paid from another page: check the billing account before paying again.</Notice>}
      {topup.isError && <FailureNotice title="The top-up did not go through" error={topup.error} />}
      <Inline>
        {!done && claimed !== "taken" && (
          <Button variant="primary" loading={topup.isPending} onClick={pay}>
            {label}
          </Button>
        )}
        {backLink(account.id)}
      </Inline>
    </Stack>
  );
}
