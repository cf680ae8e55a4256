import { useEffect, useRef, useState } from "react";
import type { BillingAccount, PaymentProcessor } from "@cloudconsole/sdk";
import { billingMutations, billingQueries } from "@cloudconsole/sdk/query";
import { Notice, Spinner } from "@cloudconsole/ui";
import { useQueryClient } from "@tanstack/react-query";
import { useApiClient } from "../../../api/ApiClientContext";
import { useApiMutation } from "../../../api/useApiMutation";
import { useFormat } from "../../../format";
import { BILLING_FAILURE, PAYPAL_LOAD_FAILED } from "../constants";
import { loadPayPal } from "./paypalSdk";

/**
 * PayPal: its SDK is loaded only once chosen. The customer approves in PayPal's window, the setup token becomes a
 * payment token saved as the account's PayPal payment object, and the top-up is bought with it.
 */
export function PayPalCheckout({ account, processor, amount }: { account: BillingAccount; processor: PaymentProcessor; amount: number | undefined }) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const format = useFormat();
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<"loading" | "ready" | "failed">("loading");
  const amountRef = useRef(amount);
  amountRef.current = amount;
  const buy = useApiMutation({
    mutation: billingMutations.buyCredit,
    variables: ({ paymentObjectId, sessionId, value }: { paymentObjectId: number; sessionId: string; value: number }) => ({
      query: { billing_account_id: account.id, payment_object_id: paymentObjectId, amount: value, on_session: true, session_id: sessionId },
    }),
    failure: BILLING_FAILURE.topup,
    success: (_result, input) => `Top-up of ${format.money(input.value)} paid`,
  });

  useEffect(() => {
    let cancelled = false;
    const sessionId = crypto.randomUUID();
    const start = async () => {
      const { token: idToken } = await queryClient.fetchQuery(billingQueries.paypalIdToken(client, { session_id: sessionId }));
      const paypal = await loadPayPal(processor.public_key ?? "", idToken);
      if (cancelled || !container.current) return;
      await paypal
        .Buttons({
          createVaultSetupToken: async () => (await queryClient.fetchQuery(billingQueries.paypalSetupToken(client, { session_id: sessionId }))).token,
          onApprove: async ({ vaultSetupToken }) => {
            const { token } = await queryClient.fetchQuery(billingQueries.paypalPaymentToken(client, { session_id: sessionId, setup_token: vaultSetupToken }));
            const card = await billingMutations.addCard(client).mutationFn({ body: { billing_account_id: account.id, token, session_id: sessionId } });
            const value = amountRef.current;
            if (value !== undefined) buy.mutate({ paymentObjectId: card.id, sessionId, value });
          },
          onError: () => setState("failed"),
        })
        .render(container.current);
      if (!cancelled) setState("ready");
    };
    start().catch(() => !cancelled && setState("failed"));
    return () => {
      cancelled = true;
    };
    // The SDK is set up once per processor; the amount is read when PayPal approves.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [processor.keyword]);

  if (state === "failed") return <Notice tone="error" role="alert">{PAYPAL_LOAD_FAILED}</Notice>;
  return (
    <div>
      {state === "loading" && <Spinner label="Loading PayPal" />}
      {amount === undefined && state === "ready" && <Notice tone="primary">Enter the amount first, then pay with PayPal.</Notice>}
      <div ref={container} />
    </div>
  );
}
