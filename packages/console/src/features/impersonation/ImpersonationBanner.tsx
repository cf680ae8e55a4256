import { Button, Inline } from "@cloudconsole/ui";
import { useSession } from "../../session/sessionStore";
import { ResourceName } from "../../shared/names";
import * as styles from "./ImpersonationBanner.css";
import { impersonatedOwner } from "./impersonation";
import { useImpersonation } from "./useImpersonation";

/** Visible while acting as another owner, with the way back. */
export function ImpersonationBanner() {
  const { impersonation } = useSession();
  const { returnToOwnAccount } = useImpersonation();
  if (!impersonation) return null;
  const owner = impersonatedOwner(impersonation);
  return (
    <Inline justify="center" className={styles.banner} role="region" aria-label="Impersonation">
      <span>
        You are acting as <strong>{owner ? <ResourceName name={owner} /> : "another account owner"}</strong>.
      </span>
      <Button size="sm" variant="secondary" onClick={returnToOwnAccount}>
        Return to my account
      </Button>
    </Inline>
  );
}
