import type { BillingAccount } from "@cloudconsole/sdk";
import { Card, DescriptionList, type DescriptionListItem } from "@cloudconsole/ui";
import { useUiConfig } from "../../../config/ConfigLayout";
import { useFormat } from "../../../format";
import { useLanguage, useT } from "../../../i18n";
import { plainName, ResourceName } from "../../../shared/names";
import { useBillingLabels, type BillingLabels } from "../history/labels";
import { countryName } from "../payments/processors";
import { accountFieldLabels, fieldRules, type AccountField } from "./accountFields";
import { accountsMessages } from "./messages";
import type { AccountsT } from "./messageIds";

/** The fields shown one by one, in this order, the company's before the address and the contact's after it. */
const COMPANY_FIELDS = ["company_name", "company_reg_code", "company_vat_number"] as const satisfies readonly AccountField[];
const CONTACT_FIELDS = ["customer_name", "customer_id_number", "email", "customer_phone", "integration_id"] as const satisfies readonly AccountField[];

/** The account's postal address, one part a line: street, postal code and city, county, country by name in `language`. */
export function postalAddress(account: Pick<BillingAccount, "address_line1" | "address_line2" | "post_index" | "city" | "county" | "country">, language = "en"): string[] {
  const cityLine = [account.post_index, account.city].filter(Boolean).join(" ");
  return [account.address_line1, account.address_line2, cityLine, account.county, countryName(account.country, language) ?? account.country].filter((line): line is string => Boolean(line?.trim()));
}

/** Whether the account's invoices are e-mailed, and to whom, in the provider's word for an invoice. */
function invoiceEmails(t: AccountsT, account: Pick<BillingAccount, "send_invoice_email" | "email">, billing: Pick<BillingLabels, "invoice" | "invoices">): string {
  if (!account.send_invoice_email) return t("details.notEmailed", { Invoices: billing.invoices });
  const invoice = billing.invoice.toLowerCase();
  return account.email ? t("details.emailedTo", { invoice, email: plainName(account.email) }) : t("details.emailed", { invoice });
}

/**
 * The account itself: its company, address, tax number and integration ID in the provider's words, contact, discount,
 * what it owes, whether invoices are e-mailed and why it is suspended. A field the site shows in the account form is
 * listed even when empty; one it hides only when the account has a value.
 */
export function AccountDetails({ account }: { account: BillingAccount }) {
  const format = useFormat();
  const billing = useBillingLabels();
  const t = useT(accountsMessages);
  const labels = accountFieldLabels(t, billing);
  const notGiven = t("details.notGiven");
  const rules = fieldRules(useUiConfig());
  const address = postalAddress(account, useLanguage());
  const shown = (names: readonly AccountField[]): DescriptionListItem[] =>
    names
      .filter((field) => rules[field].visible || account[field])
      .map((field) => {
        const value = account[field];
        return { term: labels[field], description: value ? <ResourceName name={value} /> : notGiven };
      });
  const items: DescriptionListItem[] = [
    ...shown(COMPANY_FIELDS),
    { term: t("details.address"), description: address.length ? address.map((line) => <div key={line}><ResourceName name={line} /></div>) : notGiven },
    ...shown(CONTACT_FIELDS),
    { term: t("totals.discount"), description: t("details.discountRate", { rate: account.discount_percentage ?? 0 }) },
    { term: t("details.unpaid"), description: format.money(account.unpaid_amount ?? 0) },
    { term: t("details.invoiceEmails", { Invoice: billing.invoice }), description: invoiceEmails(t, account, billing) },
    { term: t("details.suspendReason"), description: account.suspend_reason || undefined },
  ];
  return (
    <Card title={t("details.title")}>
      <DescriptionList items={items} />
    </Card>
  );
}
