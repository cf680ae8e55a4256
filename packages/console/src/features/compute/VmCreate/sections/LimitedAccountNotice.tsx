import { Link } from "react-router";
import type { BillingAccount } from "@cloudconsole/sdk";
import { Notice, linkClass } from "@cloudconsole/ui";
import { useFormat } from "../../../../format";
import { limitsText, type SizeLimits } from "../../../../shared/billing";
import { ResourceName, plainName } from "../../../../shared/names";

/** Before any size is picked: the account is LIMITED, the largest VM it may create, and the way out (a top-up on its page). */
export function LimitedAccountNotice({ account, limits }: { account: Pick<BillingAccount, "id" | "title">; limits: SizeLimits }) {
  const format = useFormat();
  return (
    <Notice
      title={
        <>
          <ResourceName name={account.title} /> is a limited billing account
        </>
      }
    >
      <p>
        It may create virtual machines of at most {limitsText(limits, format.memory)}; larger sizes are not offered. A top-up lifts the limit.{" "}
        <Link className={linkClass} to={`/billing/account/${account.id}`}>
          Top up {plainName(account.title)}
        </Link>
      </p>
    </Notice>
  );
}
