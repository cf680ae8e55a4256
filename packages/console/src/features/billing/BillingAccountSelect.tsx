import { Link, useLocation, useNavigate } from "react-router";
import type { BillingAccount } from "@cloudconsole/sdk";
import { Button, Dialog, Select, buttonClass, type SelectProps } from "@cloudconsole/ui";
import { useT } from "../../i18n";
import { plainName } from "../../shared/names";
import { billingMessages } from "./messages";

export interface BillingAccountSelectProps extends Omit<SelectProps, "label" | "options" | "placeholder" | "children"> {
  accounts: readonly Pick<BillingAccount, "id" | "title">[];
  /**
   * False when the API token is restricted to one billing account (the account is then optional): no
   * empty choice is offered and the field says why. Defaults to true.
   */
  required?: boolean;
}

/**
 * The billing-account choice every form shares, by title, with the value as the account's id. With no account
 * at all, the form is covered by a dialog that leads to creating one first (and back here afterwards).
 */
export function BillingAccountSelect({ accounts, required = true, description, ...rest }: BillingAccountSelectProps) {
  const t = useT(billingMessages);
  return (
    <>
      <Select label={t("select.label")} required={required} description={description ?? (required ? undefined : t("select.limited"))} {...rest}>
        {required && <option value="">{t("select.choose")}</option>}
        {accounts.map((account) => (
          <option key={account.id} value={String(account.id)}>
            {plainName(account.title)}
          </option>
        ))}
      </Select>
      {accounts.length === 0 && <BillingAccountRequired />}
    </>
  );
}

/** Nothing can be created without a billing account: this says so and leads to creating one, then back. */
export function BillingAccountRequired() {
  const location = useLocation();
  const navigate = useNavigate();
  const t = useT(billingMessages);
  const back = `${location.pathname}${location.search}`;
  return (
    <Dialog
      open
      dismissible={false}
      title={t("required.title")}
      description={t("required.description")}
      footer={
        <>
          <Button variant="secondary" onClick={() => void navigate(-1)}>
            {t("required.back")}
          </Button>
          <Link className={buttonClass({ variant: "primary" })} to={`/billing/create?return=${encodeURIComponent(back)}`}>
            {t("required.create")}
          </Link>
        </>
      }
    >
      {null}
    </Dialog>
  );
}
