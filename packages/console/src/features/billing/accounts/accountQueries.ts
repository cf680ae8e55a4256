import { useSuspenseQueries } from "@tanstack/react-query";
import type { BillingAccount, BillingAccountCard } from "@cloudconsole/sdk";
import { billingQueries } from "@cloudconsole/sdk/query";
import { useApiClient } from "../../../api/ApiClientContext";
import { billingAccountQueries } from "../queries";

/** One account of the list (read once, picked with `select`) and its payment objects, loaded together. */
export function useAccountWithCards(id: number): { account: BillingAccount | undefined; cards: BillingAccountCard[] } {
  const client = useApiClient();
  return useSuspenseQueries({
    queries: [
      { ...billingAccountQueries.list(client), select: (accounts: BillingAccount[]) => accounts.find((account) => account.id === id) },
      billingQueries.cards(client, { billing_account_id: id }),
    ],
    combine: ([account, cards]) => ({ account: account.data, cards: cards.data.filter((card) => !card.is_deleted) }),
  });
}
