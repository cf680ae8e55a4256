import { Button, Inline } from "@cloudconsole/ui";
import { useSession } from "../../session/sessionStore";
import * as styles from "./ImpersonationBanner.css";
import { useImpersonation } from "./useImpersonation";

/** Visible while acting as another owner, with the way back. */
export function ImpersonationBanner() {
  const { impersonation } = useSession();
  const { returnToOwnAccount } = useImpersonation();
  if (!impersonation) return null;
  return (
    <Inline justify="center" className={styles.banner} role="region" aria-label="Impersonation">
      <span>
        You are acting as <strong>{impersonation.access_owner ?? "another account owner"}</strong>.
      </span>
      <Button size="sm" variant="secondary" onClick={returnToOwnAccount}>
        Return to my account
      </Button>
    </Inline>
  );
}
