import { Link, useParams } from "react-router";
import { useSuspenseQuery } from "@tanstack/react-query";
import { Notice, PageHeader, Stack, linkClass } from "@cloudconsole/ui";
import { useApiClient } from "../../../api/ApiClientContext";
import { AccountPromotions } from "../promotions";
import { billingAccountQueries } from "../queries";
import { AccountCreditHistory } from "./AccountCreditHistory";
import { AccountInvoices } from "./AccountInvoices";
import { AccountUsage } from "./AccountUsage";
import { useBillingLabels } from "./labels";
import * as styles from "./history.css";

/**
 * /billing/account/{id}/history: an account's money history on one page (invoices, credit, usage, promotions), the
 * same sections the account page shows; the account comes from the account list.
 */
export function HistoryScreen() {
  const { id = "" } = useParams();
  const labels = useBillingLabels();
  const account = useSuspenseQuery({
    ...billingAccountQueries.list(useApiClient()),
    select: (accounts) => accounts.find((candidate) => String(candidate.id) === id),
  }).data;
  const back = (
    <Link className={linkClass} to={`/billing/account/${id}`}>
      ← Billing account
    </Link>
  );
  if (!account) {
    return (
      <Stack as="section" gap="lg" className={styles.screen} aria-labelledby="history-title">
        <PageHeader className={styles.pageHeader} back={back} title={<span id="history-title">Money history</span>} />
        <Notice tone="error" title="Not found">
          There is no billing account {id}. It may have been deleted.
        </Notice>
      </Stack>
    );
  }
  return (
    <Stack as="section" gap="lg" className={styles.screen} aria-labelledby="history-title">
      <PageHeader className={styles.pageHeader} back={back} title={<span id="history-title">{account.title}</span>} subtitle={`${labels.invoices}, credit, usage and promotions`} />
      <AccountInvoices account={account} />
      <AccountUsage account={account} />
      <AccountCreditHistory account={account} />
      <AccountPromotions account={account} />
    </Stack>
  );
}
