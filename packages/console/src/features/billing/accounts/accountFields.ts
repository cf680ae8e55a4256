// The account form's fields, values and messages, apart from its rules (accountRules.ts): the screen lays out the
// form without loading zod.
import type { BillingAccount, UiConfig } from "@cloudconsole/sdk";
import type { BillingLabels } from "../history/labels";
import { LANGUAGE_MESSAGE, REQUIRED_MESSAGE } from "../../../forms/messages";
import { messageId, type AccountsId, type AccountsT } from "./messageIds";

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

/**
 * The form's values: every field as typed, the language, the create type, an attached document and the referral code
 * (sent only when the first account is created). Its rules check them.
 */
export type AccountValues = Record<AccountField, string> & { lang: string; type: "other" | "invoice"; document: string; document_name: string; referral_code: string };

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

export const COUNTRY_MESSAGE = messageId("validation.country");
export const EMAIL_MESSAGE = messageId("validation.email");

/** The rules' messages, each by id; the shared rules' English messages (required, language code) map to ids here. */
const RULE_MESSAGES = new Map<string, AccountsId>([
  [COUNTRY_MESSAGE, COUNTRY_MESSAGE],
  [EMAIL_MESSAGE, EMAIL_MESSAGE],
  [REQUIRED_MESSAGE, messageId("validation.required")],
  [LANGUAGE_MESSAGE, messageId("validation.language")],
]);

/** A field's error in the customer's language (a message no rule names is shown as it came). */
export function fieldError(t: AccountsT, message: string | undefined): string | undefined {
  if (message === undefined) return undefined;
  const id = RULE_MESSAGES.get(message);
  return id ? t(id) : message;
}

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
