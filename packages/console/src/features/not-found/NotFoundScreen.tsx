import { Link } from "react-router";
import { Heading, Stack, linkClass } from "@cloudconsole/ui";
import { useT } from "../../i18n";
import { notFoundMessages } from "./messages";
import * as styles from "../../screens/screens.css";

/** Any path the console does not know. */
export function NotFoundScreen() {
  const t = useT(notFoundMessages);
  return (
    <main className={styles.centered}>
      <Stack align="center" className={styles.errorPanel}>
        <Heading level={1}>{t("title")}</Heading>
        <p className={styles.message}>{t("explanation")}</p>
        <Link className={linkClass} to="/">
          {t("home")}
        </Link>
      </Stack>
    </main>
  );
}
