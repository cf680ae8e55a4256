import { useScreensT } from "./messages";
import * as styles from "./screens.css";

/**
 * The raw start of what the server sent (an HTML error page's markup), closed by default: the message says what
 * happened in words, and whoever reports the problem can still open and copy what came back.
 */
export function ServerAnswer({ raw }: { raw: string | undefined }) {
  const t = useScreensT();
  if (!raw) return null;
  return (
    <details className={styles.rawAnswer}>
      <summary className={styles.rawAnswerSummary}>{t("serverAnswer.show")}</summary>
      <pre className={styles.rawAnswerText}>{raw}</pre>
    </details>
  );
}
