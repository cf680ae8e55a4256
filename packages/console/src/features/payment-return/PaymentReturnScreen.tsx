import * as styles from "../../screens/screens.css";

/** Shown in the window a payment provider returns to after checking the card. */
export function PaymentReturnScreen() {
  return (
    <main className={styles.centered}>
      <p className={styles.message}>Payment authorization check finished. You can close this page.</p>
    </main>
  );
}
