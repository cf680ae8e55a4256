import type { ReactNode } from "react";
import { useSuspenseQueries } from "@tanstack/react-query";
import { useApiClient } from "../../api/ApiClientContext";
import { configQueries } from "../../config/queries";
import { useT } from "../../i18n";
import { RouteFrame } from "../../screens/RouteFrame";
import * as styles from "../../screens/screens.css";
import { PaymentResult } from "../billing";
import { paymentReturnMessages } from "./messages";

/**
 * Where a payment provider sends the customer back after checking the card or taking a payment. Without a
 * payment's identifier it is a static page (it calls no API); with one, billing shows the payment's result below.
 */
export function PaymentReturnScreen() {
  const returned = new URLSearchParams(window.location.search).has("identifier");
  const t = useT(paymentReturnMessages);
  return (
    <main className={styles.centered}>
      <p className={styles.message}>{t("finished")}</p>
      {returned && (
        <RouteFrame>
          <WithSiteConfig>
            <PaymentResult />
          </WithSiteConfig>
        </RouteFrame>
      )}
    </main>
  );
}

/**
 * Asks for the site configuration and the locations before the payment's result, which shows money in the site's
 * currency: this page is outside the console's configuration layout, which loads them for every other page.
 */
function WithSiteConfig({ children }: { children: ReactNode }) {
  const client = useApiClient();
  useSuspenseQueries({ queries: [configQueries.ui(client), configQueries.locations(client)] });
  return children;
}
