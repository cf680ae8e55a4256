// The account form's fields, values and messages, apart from its rules (accountRules.ts): the screen lays out the
// form without loading zod.
import type { BillingAccount, UiConfig } from "@cloudconsole/sdk";
import type { BillingLabels } from "../history/labels";

/** The fields of the account form, in the order shown, with their labels; the configuration decides which show. */
export const ACCOUNT_FIELD_LABELS = {
  title: "Title",
  email: "Email",
  customer_name: "Name",
  customer_phone: "Phone",
  customer_id_number: "ID number",
  company_name: "Company name",
  company_reg_code: "Company registration code",
  company_vat_number: "VAT number",
  address_line1: "Address",
  address_line2: "Address, line 2",
  city: "City",
  county: "County",
  post_index: "Postal code",
  country: "Country",
  integration_id: "Integration ID",
} as const;

export type AccountField = keyof typeof ACCOUNT_FIELD_LABELS;

/**
 * The form's values: every field as typed, the language, the create type, an attached document and the referral code
 * (sent only when the first account is created). Its rules check them.
 */
export type AccountValues = Record<AccountField, string> & { lang: string; type: "other" | "invoice"; document: string; document_name: string; referral_code: string };
export const ACCOUNT_FIELDS = Object.keys(ACCOUNT_FIELD_LABELS) as AccountField[];

/** The fields' labels in the provider's words: the VAT number named after its tax, the integration ID by its own label. */
export function accountFieldLabels(labels: Pick<BillingLabels, "tax" | "integrationId">): Record<AccountField, string> {
  return { ...ACCOUNT_FIELD_LABELS, company_vat_number: `${labels.tax} number`, integration_id: labels.integrationId };
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

export const COUNTRY_MESSAGE = "Use the country's 2-letter code, e.g. EE";
export const EMAIL_MESSAGE = "Enter a valid email address";

/** The form's starting values: an account's own, or empty ones for a new account (with the referral code it came with). */
export function initialAccountValues(account?: BillingAccount, referralCode = ""): AccountValues {
  const fields = Object.fromEntries(ACCOUNT_FIELDS.map((field) => [field, account?.[field] ?? ""])) as Record<AccountField, string>;
  return {
    ...fields,
    lang: account?.lang ?? "",
    type: account?.paying_by_invoice ? "invoice" : "other",
    document: account?.document ?? "",
    document_name: account?.document_name ?? "",
    referral_code: referralCode,
  };
}

/**
 * What the API is sent: every editable field (an update replaces them all), the country upper-cased; a referral code
 * only with a new account, as only the first one earns its credit.
 */
export function accountBody(values: AccountValues, creating: boolean): Record<string, string> {
  const { type, lang, referral_code, ...fields } = values;
  const body: Record<string, string> = { ...fields, country: fields.country.toUpperCase() };
  if (lang) body.lang = lang.toLowerCase();
  if (creating) body.type = type;
  if (creating && referral_code) body.referral_code = referral_code;
  return body;
}
