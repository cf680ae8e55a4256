import { Link } from "react-router";
import { linkClass } from "@cloudconsole/ui";
import { useT } from "../../../../i18n";
import { paymentReturnMessages } from "./messages";

/** The way back to the account the payment was for. */
export function BackLink({ accountId }: { accountId: number }) {
  const t = useT(paymentReturnMessages);
  return (
    <Link className={linkClass} to={`/billing/account/${accountId}`}>
      {t("back")}
    </Link>
  );
}
