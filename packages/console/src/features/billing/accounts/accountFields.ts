// The billing account's fields: which there are, their labels and how this site shows them (the form and the details).
import type { UiConfig } from "@cloudconsole/sdk";
import type { BillingLabels } from "../history/labels";
import type { AccountsT } from "./messageIds";

/** The fields of the account form, in the order shown; the configuration decides which show. */
export const ACCOUNT_FIELDS = [
  "title",
  "email",
  "customer_name",
  "customer_phone",
  "customer_id_number",
  "company_name",
  "company_reg_code",
  "company_vat_number",
  "address_line1",
  "address_line2",
  "city",
  "county",
  "post_index",
  "country",
  "integration_id",
] as const;

export type AccountField = (typeof ACCOUNT_FIELDS)[number];

/** The fields' labels in the provider's words: the VAT number named after its tax, the integration ID by its own label. */
export function accountFieldLabels(t: AccountsT, labels: Pick<BillingLabels, "tax" | "integrationId">): Record<AccountField, string> {
  return {
    title: t("field.title"),
    email: t("field.email"),
    customer_name: t("field.customer_name"),
    customer_phone: t("field.customer_phone"),
    customer_id_number: t("field.customer_id_number"),
    company_name: t("field.company_name"),
    company_reg_code: t("field.company_reg_code"),
    company_vat_number: t("field.company_vat_number", { tax: labels.tax }),
    address_line1: t("field.address_line1"),
    address_line2: t("field.address_line2"),
    city: t("field.city"),
    county: t("field.county"),
    post_index: t("field.post_index"),
    country: t("field.country"),
    integration_id: labels.integrationId,
  };
}

/** How one field behaves on this site. */
export interface FieldRule {
  visible: boolean;
  required: boolean;
}

/** Each field's rule from the configuration's `billingAccountFields`; a field it does not name shows and is optional. */
export function fieldRules(config: Pick<UiConfig, "billingAccountFields">): Record<AccountField, FieldRule> {
  const configured = new Map((config.billingAccountFields ?? []).map((entry) => [entry.field, entry]));
  return Object.fromEntries(
    ACCOUNT_FIELDS.map((field) => {
      const entry = configured.get(field);
      const visible = entry?.visible ?? true;
      return [field, { visible, required: visible && (entry?.required ?? false) }];
    }),
  ) as Record<AccountField, FieldRule>;
}
