import { useEffect, useRef, useState, type RefObject } from "react";
import type { BillingAccount, PaymentProcessor } from "@cloudconsole/sdk";
import { billingMutations } from "@cloudconsole/sdk/query";
import { Button, Spinner } from "@cloudconsole/ui";
import { useApiClient } from "../../../../api/ApiClientContext";
import { useUiConfig } from "../../../../config/ConfigLayout";
import { useLanguage, useT } from "../../../../i18n";
import type { ProcessorDestination } from "../redirect";
import { CardProcessorError, type CardFieldsState, type CardProcessorAdapter, type CardToken } from "./types";
import { cardProcessorMessages } from "./messages";
import { reportSetupProblem, useMarkUnavailable } from "./useOfferedProcessors";
import * as styles from "./CardFields.css";

/** The mounted card fields, as the forms use them: the vendor's token for what was typed, with the prehook's session. */
export interface CardEntry {
  tokenize(details: { holder: string; postalCode?: string }): Promise<CardToken>;
  /** The processor's hosted payment page, where the card is typed instead (see MountedCardFields). */
  hostedPage?: ProcessorDestination;
}


/**
 * The processor's own card fields: asks the backend's `card/prehook`, mounts the adapter's fields into the page,
 * shows the vendor's change errors, and destroys the fields when it leaves. `entry` holds the mounted fields while
 * they are on the page, for the form to tokenise with.
 */
export function CardFields({ account, processor, adapter, entry }: { account: BillingAccount; processor: PaymentProcessor; adapter: CardProcessorAdapter; entry: RefObject<CardEntry | null> }) {
  const client = useApiClient();
  const { siteLocale } = useUiConfig();
  const language = useLanguage();
  const t = useT(cardProcessorMessages);
  const container = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<"loading" | "ready" | { failed: string; retry: boolean }>("loading");
  // Raised by "Try again" after a network failure: the fields are asked for anew.
  const [attempt, setAttempt] = useState(0);
  const [change, setChange] = useState<CardFieldsState>({ complete: false });
  const markUnavailable = useMarkUnavailable();

  useEffect(() => {
    const target = container.current;
    if (!target) return undefined;
    let left = false;
    let destroy: (() => void) | undefined;
    setStatus("loading");
    setChange({ complete: false });
    void (async () => {
      const prehook = await billingMutations.cardPrehook(client).mutationFn({ body: { billing_account_id: account.id, processor: processor.keyword } });
      if (left) return;
      const fields = await adapter.mount(target, { processor, prehook, locale: siteLocale, language }, (state) => {
        if (left) return;
        // A processor this browser cannot pay with is hidden where processors are offered, not shown with a message.
        if (state.unavailable) markUnavailable(processor.keyword);
        setChange(state);
      });
      if (left) return fields.destroy();
      destroy = () => fields.destroy();
      const sessionId = typeof prehook.session_id === "string" ? prehook.session_id : undefined;
      entry.current = {
        ...(fields.hostedPage ? { hostedPage: fields.hostedPage } : {}),
        tokenize: async (details) => {
          const token = await fields.tokenize(details);
          // The vendor's session wins; else the prehook's, which `card/add` takes as `session_id`.
          const session = token.sessionId ?? sessionId;
          return session ? { ...token, sessionId: session } : token;
        },
      };
      setStatus("ready");
    })().catch((error: unknown) => {
      if (left) return;
      const message = error instanceof Error && error.message ? error.message : t("fieldsFailed");
      if (error instanceof CardProcessorError && error.kind === "setup") void reportSetupProblem(processor, error.message);
      // Paying with fields that never loaded says why they did not, rather than that they are still loading.
      entry.current = { tokenize: () => Promise.reject(error instanceof Error ? error : new Error(message)) };
      // A connection that failed is the customer's to retry; a setup problem is not.
      setStatus({ failed: message, retry: !(error instanceof CardProcessorError) || error.kind === "network" });
    });
    return () => {
      left = true;
      entry.current = null;
      destroy?.();
    };
  }, [client, account.id, processor, adapter, siteLocale, language, t, entry, markUnavailable, attempt]);

  const error = typeof status === "object" ? status.failed : change.error;
  return (
    <div className={styles.entry}>
      <div ref={container} className={styles.fields} />
      {status === "loading" && !change.unavailable && <Spinner label={t("loading")} />}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      {typeof status === "object" && status.retry && (
        <Button variant="secondary" onClick={() => setAttempt((count) => count + 1)}>
          {t("tryAgain")}
        </Button>
      )}
    </div>
  );
}
