import { Link } from "react-router";
import { Heading, Stack, linkClass } from "@cloudconsole/ui";
import * as styles from "../../screens/screens.css";

/** Any path the console does not know. */
export function NotFoundScreen() {
  return (
    <main className={styles.centered}>
      <Stack align="center" className={styles.errorPanel}>
        <Heading level={1}>Page not found</Heading>
        <p className={styles.message}>There is nothing at this address. It may have moved, or the link may be mistyped.</p>
        <Link className={linkClass} to="/">
          Go to the console home
        </Link>
      </Stack>
    </main>
  );
}
