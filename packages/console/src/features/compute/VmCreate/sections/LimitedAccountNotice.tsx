import { Link } from "react-router";
import type { BillingAccount } from "@cloudconsole/sdk";
import { Notice, linkClass } from "@cloudconsole/ui";
import { useFormat } from "../../../../format";
import { limitsText, type SizeLimits } from "../../../../shared/billing";
import { ResourceName, plainName } from "../../../../shared/names";
import { useT } from "../../../../i18n";
import { vmCreateMessages } from "../messages";

/** Before any size is picked: the account is LIMITED, the largest VM it may create, and the way out (a top-up on its page). */
export function LimitedAccountNotice({ account, limits }: { account: Pick<BillingAccount, "id" | "title">; limits: SizeLimits }) {
  const format = useFormat();
  const t = useT(vmCreateMessages);
  return (
    <Notice
      title={
        <>
          <ResourceName name={account.title} /> {t("limited.title")}
        </>
      }
    >
      <p>
        {t("limited.text", { limits: limitsText(limits, format.memory) })}{" "}
        <Link className={linkClass} to={`/billing/account/${account.id}`}>
          {t("limited.topUp", { account: plainName(account.title) })}
        </Link>
      </p>
    </Notice>
  );
}
