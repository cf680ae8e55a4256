import { useEffect, useState, type ReactNode } from "react";
import { useQuery, useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import { useSearchParams } from "react-router";
import { billingKeys, billingQueries } from "@cloudconsole/sdk/query";
import { Button, Inline, Notice, Spinner, Stack } from "@cloudconsole/ui";
import { useApiClient } from "../../../../api/ApiClientContext";
import { useFormat } from "../../../../format";
import { useT } from "../../../../i18n";
import { FailureNotice } from "../../../../screens/FailureNotice";
import { clearPendingPayment, readPendingPayment, type PendingPayment } from "../pendingPayment";
import { checkAgainWhile, linkOutcome, paymentInstructions, processorData } from "../paymentCheck";
import { BackLink } from "./BackLink";
import { CardResult } from "./CardResult";
import { paymentReturnMessages } from "./messages";
import * as styles from "../../billing.css";

/**
 * What /payment_return adds under its message when the processor sent the customer back with a payment's
 * identifier: the payment's result, asked for from the API (again, with growing waits, while it is still open), and
 * what waited for it: a 3-D Secure charge to complete, a top-up to pay once a new card is verified.
 */
export function PaymentResult() {
  const t = useT(paymentReturnMessages);
  const [search] = useSearchParams();
  // Read once per visit: completing the payment takes it out of storage, and the page still shows what it was.
  const [pending] = useState(readPendingPayment);
  const identifier = search.get("identifier") ?? "";
  const accountId = Number(search.get("billing_account_id") ?? pending?.billingAccountId ?? 0);
  return (
    <Stack as="section" gap="md" className={styles.result} aria-label={t("result.label")}>
      {identifier && accountId ? (
        identifier.startsWith("link_") || pending?.kind === "link" ? (
          <LinkResult accountId={accountId} identifier={identifier} pending={pending} />
        ) : (
          <CardResult accountId={accountId} identifier={identifier} pending={pending} />
        )
      ) : (
        <p className={styles.muted}>{t("result.none")}</p>
      )}
    </Stack>
  );
}

/** A payment link's outcome: process_result says whether it succeeded, the processor's data whether it is still open. */
function LinkResult({ accountId, identifier, pending }: { accountId: number; identifier: string; pending: PendingPayment | undefined }) {
  const t = useT(paymentReturnMessages);
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
  if (details.isError) return <FailureNotice title={t("link.checkFailed")} error={details.error} />;
  if (!outcome) return <Spinner label={t("link.checking")} />;
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
      {/* The processor's own message, where it gives one, is shown as it gives it. */}
      <Notice tone={succeeded ? "success" : "error"} title={succeeded ? t("link.received") : t("link.failed")}>
        {result.data.message ?? (succeeded ? t("toppedUp") : t("link.nothingCharged"))}
      </Notice>
      <BackLink accountId={accountId} />
    </Stack>
  );
}

// Stands for the pay code in a sentence, which is then shown in bold where the translation put it.
const CODE_MARK = "\uE000";

/** A sentence with one part in bold: the translation places `{code}`, which the mark stood for. */
function withCode(sentence: string, code: string): ReactNode {
  const [before, ...after] = sentence.split(CODE_MARK);
  return (
    <>
      {before}
      <strong>{code}</strong>
      {after.join(code)}
    </>
  );
}

/** A payment still open (a virtual account, a bank transfer): how to pay it and when the credit arrives. */
function OpenPayment({ accountId, data, amount, onCheck, checking }: { accountId: number; data: Record<string, unknown>; amount: number | undefined; onCheck: () => void; checking: boolean }) {
  const t = useT(paymentReturnMessages);
  const format = useFormat();
  const how = paymentInstructions(data);
  const due = how.amount ?? amount;
  // The processor names the method in its own words.
  const method = how.method ?? t("open.theMethod");
  const date = how.expiresAt ? format.dateTime(new Date(how.expiresAt)) : undefined;
  const values = { method, amount: due === undefined ? t("open.theAmount") : format.money(due), code: CODE_MARK, ...(date ? { date } : {}) };
  return (
    <Stack gap="sm">
      <Notice tone="primary" title={t("open.title")} role="status">
        <Stack gap="xs">
          {how.payCode ? (
            <p>{withCode(date ? t("open.payCodeBefore", values) : t("open.payCode", values), how.payCode)}</p>
          ) : (
            <p>{date ? t("open.finishBefore", values) : t("open.finish", values)}</p>
          )}
          <p>{t("open.creditArrives")}</p>
        </Stack>
      </Notice>
      <Inline>
        <Button onClick={onCheck} loading={checking}>
          {t("open.checkNow")}
        </Button>
        <BackLink accountId={accountId} />
      </Inline>
    </Stack>
  );
}
