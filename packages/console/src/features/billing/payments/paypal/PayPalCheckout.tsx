import { useEffect, useRef, useState } from "react";
import type { BillingAccount, PaymentProcessor } from "@cloudconsole/sdk";
import { billingMutations, billingQueries } from "@cloudconsole/sdk/query";
import { Button, Inline, Notice, Spinner, Stack } from "@cloudconsole/ui";
import { useQueryClient } from "@tanstack/react-query";
import { useApiClient } from "../../../../api/ApiClientContext";
import { useApiMutation } from "../../../../api/useApiMutation";
import { useUiConfig } from "../../../../config/ConfigLayout";
import { useFormat } from "../../../../format";
import { useLanguage, useT } from "../../../../i18n";
import { errorToastText } from "../../../../toasts/toasts";
import { toastMessages } from "../../../../toasts/messages";
import { paypalMessages, type PayPalT } from "./messages";
import { loadPayPalButtons, paypalLocale } from "./paypalSdk";

/** Where a PayPal attempt stands, as the customer is told. */
type Outcome =
  | { kind: "idle" }
  | { kind: "approving" }
  | { kind: "failed"; title: string; message: string; retry?: { paymentObjectId: number } }
  | { kind: "cancelled" }
  | { kind: "linked" };

/** A message from PayPal's `onError` (an Error or a plain object with a message), in PayPal's words. */
function paypalMessage(t: PayPalT, error: unknown): string {
  const message: unknown = typeof error === "object" && error !== null && "message" in error ? error.message : undefined;
  return typeof message === "string" && message ? t("error", { message }) : t("noReason");
}

/** Single-use tokens are asked for afresh each time and never retried: a retried approval needs a new one. */
function once<T extends object>(options: T): T & { staleTime: 0; retry: false } {
  return { ...options, staleTime: 0, retry: false };
}

/**
 * PayPal: its SDK is loaded through PayPal's own loader only once chosen. The customer approves in PayPal's window,
 * the setup token becomes a payment token saved as the account's PayPal payment object, and the top-up is bought
 * with it; without an amount the account is only linked. Every failure is shown here in PayPal's or our API's words,
 * and the amount typed above stays as it was.
 */
export function PayPalCheckout({ account, processor, amount }: { account: BillingAccount; processor: PaymentProcessor; amount: number | undefined }) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const config = useUiConfig();
  const format = useFormat();
  const t = useT(paypalMessages);
  const toastT = useT(toastMessages);
  const language = useLanguage();
  const container = useRef<HTMLDivElement>(null);
  const [load, setLoad] = useState<"loading" | "ready" | "ineligible" | "failed">("loading");
  const [outcome, setOutcome] = useState<Outcome>({ kind: "idle" });
  // Only a positive amount is bought; PayPal's callbacks read the one typed when the customer approves.
  const value = amount !== undefined && amount > 0 ? amount : undefined;
  const amountRef = useRef(value);
  amountRef.current = value;
  const sessionRef = useRef(crypto.randomUUID());
  const currency = processor.charge_currency_conversion?.to_currency ?? config.siteCurrency;

  const addPayPal = useApiMutation({
    mutation: billingMutations.addCard,
    variables: ({ token }: { token: string }) => ({ body: { billing_account_id: account.id, token, session_id: sessionRef.current } }),
    failure: false,
  });
  const buy = useApiMutation({
    mutation: billingMutations.buyCredit,
    variables: ({ paymentObjectId, value: charged }: { paymentObjectId: number; value: number }) => ({
      query: { billing_account_id: account.id, payment_object_id: paymentObjectId, amount: charged, on_session: true, session_id: sessionRef.current },
    }),
    failure: false,
    success: (_result, input) => t("paid", { amount: format.money(input.value) }),
  });

  /** Buys the typed amount with the linked PayPal account; a failure keeps the account to try again without PayPal's window. */
  const pay = async (paymentObjectId: number) => {
    const charged = amountRef.current;
    if (charged === undefined) return setOutcome({ kind: "linked" });
    setOutcome({ kind: "approving" });
    try {
      await buy.mutateAsync({ paymentObjectId, value: charged });
      setOutcome({ kind: "idle" });
    } catch (error) {
      setOutcome({ kind: "failed", title: t("topupFailed"), message: errorToastText(error, toastT), retry: { paymentObjectId } });
    }
  };
  const payRef = useRef(pay);
  payRef.current = pay;

  useEffect(() => {
    let cancelled = false;
    let rendered: { close: () => Promise<void> } | undefined;
    const sessionId = sessionRef.current;
    // Set when our API failed the attempt: PayPal then reports the same failure to onError, which must not replace our words.
    let ourFailure = false;
    const start = async () => {
      const { token: userIdToken } = await queryClient.fetchQuery(once(billingQueries.paypalIdToken(client, { session_id: sessionId })));
      const Buttons = await loadPayPalButtons({ clientId: processor.public_key ?? "", userIdToken, currency, locale: paypalLocale(language) });
      if (cancelled || !container.current) return;
      const buttons = Buttons({
        createVaultSetupToken: async () => {
          ourFailure = false;
          setOutcome({ kind: "idle" });
          try {
            return (await queryClient.fetchQuery(once(billingQueries.paypalSetupToken(client, { session_id: sessionId })))).token;
          } catch (error) {
            ourFailure = true;
            setOutcome({ kind: "failed", title: t("startFailed"), message: errorToastText(error, toastT) });
            throw error;
          }
        },
        onApprove: async ({ vaultSetupToken }) => {
          setOutcome({ kind: "approving" });
          let paymentObjectId: number;
          try {
            if (!vaultSetupToken) throw new Error(t("noSetupToken"));
            const { token } = await queryClient.fetchQuery(once(billingQueries.paypalPaymentToken(client, { session_id: sessionId, setup_token: vaultSetupToken })));
            paymentObjectId = (await addPayPal.mutateAsync({ token })).id;
          } catch (error) {
            // Handled here rather than left to PayPal's onError, which would put PayPal's words on our API's failure.
            return setOutcome({ kind: "failed", title: t("linkFailed"), message: errorToastText(error, toastT) });
          }
          await payRef.current(paymentObjectId);
        },
        onCancel: () => setOutcome({ kind: "cancelled" }),
        onError: (error) => {
          if (!ourFailure) setOutcome({ kind: "failed", title: t("paypalFailed"), message: paypalMessage(t, error) });
        },
      });
      // PayPal offers no button where the payer could not finish (an unsupported browser or currency).
      if (!buttons.isEligible()) return setLoad("ineligible");
      rendered = buttons;
      await buttons.render(container.current);
      if (!cancelled) setLoad("ready");
    };
    start().catch(() => !cancelled && setLoad("failed"));
    return () => {
      cancelled = true;
      void rendered?.close().catch(() => undefined);
    };
    // The SDK is set up once per processor (its language is the one shown then); the amount is read when PayPal approves.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [processor.keyword]);

  const retry = outcome.kind === "failed" && value !== undefined ? outcome.retry : undefined;
  if (load === "failed") return <Notice tone="error">{t("loadFailed")}</Notice>;
  if (load === "ineligible") return <Notice tone="primary">{t("ineligible")}</Notice>;
  return (
    <Stack gap="sm">
      {load === "loading" && <Spinner label={t("loading")} />}
      {load === "ready" && value === undefined && outcome.kind !== "linked" && <Notice title={t("noAmountTitle")}>{t("noAmount")}</Notice>}
      {outcome.kind === "approving" && <Spinner label={t("approving")} />}
      {outcome.kind === "cancelled" && <Notice>{t("cancelled")}</Notice>}
      {outcome.kind === "linked" && <Notice tone="success">{t("linked")}</Notice>}
      {outcome.kind === "failed" && (
        <Notice tone="error" title={outcome.title}>
          <Stack gap="sm">
            <span>{outcome.message}</span>
            {retry && (
              <Inline>
                <Button variant="secondary" onClick={() => void pay(retry.paymentObjectId)}>
                  {t("retry")}
                </Button>
              </Inline>
            )}
          </Stack>
        </Notice>
      )}
      <div ref={container} />
    </Stack>
  );
}
