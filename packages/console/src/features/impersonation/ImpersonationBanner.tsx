import { Button, Inline } from "@cloudconsole/ui";
import { useT } from "../../i18n";
import { useSession } from "../../session/sessionStore";
import { ResourceName } from "../../shared/names";
import * as styles from "./ImpersonationBanner.css";
import { impersonatedOwner } from "./impersonation";
import { impersonationMessages } from "./messages";
import { useImpersonation } from "./useImpersonation";

/** Stands for the owner's name in the banner's sentence, where the name is then set in bold. */
const NAME_MARK = "\u0000";

/** Visible while acting as another owner, with the way back. */
export function ImpersonationBanner() {
  const { impersonation } = useSession();
  const { returnToOwnAccount } = useImpersonation();
  const t = useT(impersonationMessages);
  if (!impersonation) return null;
  const owner = impersonatedOwner(impersonation);
  // The sentence is one message; the owner's name is set in bold where the translation puts it.
  const [before, after] = t("banner.actingAs", { owner: NAME_MARK }).split(NAME_MARK);
  return (
    <Inline justify="center" className={styles.banner} role="region" aria-label={t("banner.label")}>
      <span>
        {before}
        <strong>{owner ? <ResourceName name={owner} /> : t("banner.anotherOwner")}</strong>
        {after}
      </span>
      <Button size="sm" variant="secondary" onClick={returnToOwnAccount}>
        {t("banner.return")}
      </Button>
    </Inline>
  );
}
