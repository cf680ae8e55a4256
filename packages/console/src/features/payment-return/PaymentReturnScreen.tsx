import { RouteFrame } from "../../screens/RouteFrame";
import * as styles from "../../screens/screens.css";
import { PaymentResult } from "../billing";

/**
 * Where a payment provider sends the customer back after checking the card or taking a payment. Without a
 * payment's identifier it is a static page (it calls no API); with one, billing shows the payment's result below.
 */
export function PaymentReturnScreen() {
  const returned = new URLSearchParams(window.location.search).has("identifier");
  return (
    <main className={styles.centered}>
      <p className={styles.message}>Payment authorization check finished. You can close this page.</p>
      {returned && (
        <RouteFrame>
          <PaymentResult />
        </RouteFrame>
      )}
    </main>
  );
}
