import type { BillingAccount } from "@cloudconsole/sdk";
import { Card, DescriptionList, type DescriptionListItem } from "@cloudconsole/ui";
import { useUiConfig } from "../../../config/ConfigLayout";
import { useFormat } from "../../../format";
import { plainName, ResourceName } from "../../../shared/names";
import { useBillingLabels } from "../history/labels";
import { countryName } from "../payments/processors";
import { accountFieldLabels, fieldRules, type AccountField } from "./accountFields";

/** The fields shown one by one, in this order, the company's before the address and the contact's after it. */
const COMPANY_FIELDS = ["company_name", "company_reg_code", "company_vat_number"] as const satisfies readonly AccountField[];
const CONTACT_FIELDS = ["customer_name", "customer_id_number", "email", "customer_phone", "integration_id"] as const satisfies readonly AccountField[];

/** What an empty detail shows. */
export const NOT_GIVEN = "Not given";

/** The account's postal address, one part a line: street, postal code and city, county, country by name. */
export function postalAddress(account: Pick<BillingAccount, "address_line1" | "address_line2" | "post_index" | "city" | "county" | "country">): string[] {
  const cityLine = [account.post_index, account.city].filter(Boolean).join(" ");
  return [account.address_line1, account.address_line2, cityLine, account.county, countryName(account.country) ?? account.country].filter((line): line is string => Boolean(line?.trim()));
}

/**
 * The account itself: its company, address, tax number and integration ID in the provider's words, contact, discount,
 * what it owes, whether invoices are e-mailed and why it is suspended. A field the site shows in the account form is
 * listed even when empty; one it hides only when the account has a value.
 */
export function AccountDetails({ account }: { account: BillingAccount }) {
  const format = useFormat();
  const billing = useBillingLabels();
  const labels = accountFieldLabels(billing);
  const rules = fieldRules(useUiConfig());
  const address = postalAddress(account);
  const invoice = billing.invoice.toLowerCase();
  const shown = (names: readonly AccountField[]): DescriptionListItem[] =>
    names
      .filter((field) => rules[field].visible || account[field])
      .map((field) => {
        const value = account[field];
        return { term: labels[field], description: value ? <ResourceName name={value} /> : NOT_GIVEN };
      });
  const items: DescriptionListItem[] = [
    ...shown(COMPANY_FIELDS),
    { term: "Address", description: address.length ? address.map((line) => <div key={line}><ResourceName name={line} /></div>) : NOT_GIVEN },
    ...shown(CONTACT_FIELDS),
    { term: "Discount", description: `${account.discount_percentage ?? 0} %` },
    { term: "Unpaid amount", description: format.money(account.unpaid_amount ?? 0) },
    { term: `${billing.invoice} e-mails`, description: account.send_invoice_email ? `Each ${invoice} is e-mailed${account.email ? ` to ${plainName(account.email)}` : ""}` : `${billing.invoices} are not e-mailed` },
    { term: "Reason for suspension", description: account.suspend_reason || undefined },
  ];
  return (
    <Card title="Account details">
      <DescriptionList items={items} />
    </Card>
  );
}
