import { useEffect } from "react";
import { useSuspenseQuery } from "@tanstack/react-query";
import { Link, useSearchParams } from "react-router";
import type { BillingAccount, PaymentProcessor } from "@cloudconsole/sdk";
import { billingQueries } from "@cloudconsole/sdk/query";
import { Button, Inline, Notice, Stack, linkClass } from "@cloudconsole/ui";
import { useApiClient } from "../../../api/ApiClientContext";
import { useUiConfig } from "../../../config/ConfigLayout";
import { useFormat } from "../../../format";
import { clearPendingPayment, readPendingPayment, type PendingPayment } from "./pendingPayment";
import { useCardTopup } from "./topupFlows";
import { useBillingAccounts } from "../queries";
import * as styles from "../billing.css";
import { FailureNotice } from "../../../screens/FailureNotice";

/**
 * What /payment_return adds under its message when the processor sent the customer back with a payment's
 * identifier: the payment's result, asked for from the API, and the top-up that waited for a card's check.
 */
export function PaymentResult() {
  const [search] = useSearchParams();
  const pending = readPendingPayment();
  const identifier = search.get("identifier") ?? "";
  const accountId = Number(search.get("billing_account_id") ?? pending?.billingAccountId ?? 0);
  return (
    <Stack as="section" gap="md" className={styles.result} aria-label="Payment result">
      {identifier && accountId ? (
        identifier.startsWith("link_") || pending?.kind === "link" ? (
          <LinkResult accountId={accountId} identifier={identifier} />
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

/** A payment link's outcome, from process_result. */
function LinkResult({ accountId, identifier }: { accountId: number; identifier: string }) {
  const client = useApiClient();
  const result = useSuspenseQuery(billingQueries.linkProcessResult(client, { billing_account_id: accountId, identifier })).data;
  // The link's payment is settled once its result is read: forget it (an effect, so rendering stays pure).
  useEffect(clearPendingPayment, []);
  return (
    <Stack gap="sm">
      <Notice tone={result.success ? "success" : "error"} title={result.success ? "Payment received" : "The payment did not go through"}>
        {result.message ?? (result.success ? "Your credit has been topped up." : "Nothing was charged. Try again or choose another method.")}
      </Notice>
      {backLink(accountId)}
    </Stack>
  );
}

/** A card's 3-D Secure check, from persistent_data; a top-up waiting for the card can then be paid. */
function CardResult({ accountId, identifier, pending }: { accountId: number; identifier: string; pending: PendingPayment | undefined }) {
  const client = useApiClient();
  const data = useSuspenseQuery(billingQueries.paymentPersistentData(client, { billing_account_id: accountId, identifier })).data;
  const session = typeof data.data === "object" && data.data !== null ? (data.data as Record<string, unknown>) : {};
  const succeeded = session.status === "succeeded";
  return (
    <Stack gap="sm">
      <Notice tone={succeeded ? "success" : "error"} title={succeeded ? "Your card is verified" : "Your bank did not confirm the card"}>
        {succeeded ? "Your bank confirmed the card." : "Nothing was charged. Try again or use another card."}
      </Notice>
      {succeeded && pending?.amount && pending.paymentObjectId ? <ContinueTopup accountId={accountId} pending={pending} /> : backLink(accountId)}
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
  const done = topup.isSuccess;
  // This page has no toasts (it is outside the console's shell): the outcome is said here.
  return (
    <Stack gap="sm">
      {done && (
        <Notice tone="success" role="status">
          {label.replace(/^Pay (.*) now$/, "Top-up of $1 paid")}
        </Notice>
      )}
      {topup.isError && (
        <FailureNotice title="The top-up did not go through" error={topup.error} />
      )}
      <Inline>
      {!done && (
        <Button
          variant="primary"
          loading={topup.isPending}
          onClick={() =>
            topup.mutate(
              { amount, processor, card: { id: paymentObjectId } },
              { onSuccess: clearPendingPayment },
            )
          }
        >
          {label}
        </Button>
      )}
      {backLink(account.id)}
      </Inline>
    </Stack>
  );
}
