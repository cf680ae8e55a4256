import type { BillingAccount } from "@cloudconsole/sdk";
import { Select, type SelectProps } from "@cloudconsole/ui";

export interface BillingAccountSelectProps extends Omit<SelectProps, "label" | "options" | "placeholder" | "children"> {
  accounts: readonly Pick<BillingAccount, "id" | "title">[];
  /**
   * False when the API token is restricted to one billing account (the account is then optional): no
   * empty choice is offered and the field says why. Defaults to true.
   */
  required?: boolean;
}

/** The billing-account choice every form shares, by title, with the value as the account's id. */
export function BillingAccountSelect({ accounts, required = true, description, ...rest }: BillingAccountSelectProps) {
  return (
    <Select label="Billing account" required={required} description={description ?? (required ? undefined : "Your access is limited to this billing account.")} {...rest}>
      {required && <option value="">Choose a billing account</option>}
      {accounts.map((account) => (
        <option key={account.id} value={String(account.id)}>
          {account.title}
        </option>
      ))}
    </Select>
  );
}
