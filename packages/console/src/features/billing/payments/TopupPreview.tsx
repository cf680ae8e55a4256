import { useQuery } from "@tanstack/react-query";
import { useDebounce } from "use-debounce";
import type { BillingAccount, PaymentProcessor } from "@cloudconsole/sdk";
import { billingQueries } from "@cloudconsole/sdk/query";
import { DescriptionList, Notice, Skeleton } from "@cloudconsole/ui";
import { useApiClient } from "../../../api/ApiClientContext";
import { numberFormat, useFormat } from "../../../format";
import { useT } from "../../../i18n";
import { TOPUP_PREVIEW_DELAY_MS } from "../constants";
import { paymentMessages } from "./messages";
import { converted } from "./processors";

/** What the customer is charged before they pay: the API's final amount, the processor's fee and any conversion. */
export function TopupPreview({ account, processor, amount }: { account: BillingAccount; processor: PaymentProcessor; amount: number }) {
  const client = useApiClient();
  const format = useFormat();
  const t = useT(paymentMessages);
  // The amount is asked for once the customer stops typing; until then the preview of an older amount would mislead.
  const [settledAmount] = useDebounce(amount, TOPUP_PREVIEW_DELAY_MS);
  const final = useQuery(billingQueries.finalTopupAmount(client, { billing_account_id: account.id, processor: processor.keyword, amount: settledAmount }));
  if (final.isPending || settledAmount !== amount) return <Skeleton height="4rem" aria-label={t("preview.working")} />;
  if (final.isError) return <Notice tone="error" title={t("preview.failed")}>{final.error.message}</Notice>;
  const charged = final.data.final_amount;
  const conversion = converted(processor, charged);
  return (
    <DescriptionList
      aria-label={t("preview.label")}
      items={[
        { term: t("preview.credit"), description: format.money(amount) },
        { term: t("preview.fee", { processor: processor.name }), description: format.money(Math.max(0, charged - amount)) },
        { term: t("preview.total"), description: format.money(charged) },
        ...(conversion
          ? [{ term: t("preview.converted", { currency: conversion.currency }), description: numberFormat(format.locale, { style: "currency", currency: conversion.currency }).format(conversion.amount) }]
          : []),
      ]}
    />
  );
}
