// The account form's values and messages, apart from its rules (accountRules.ts): the screen lays out the form
// without loading zod.
import type { BillingAccount } from "@cloudconsole/sdk";
import { LANGUAGE_MESSAGE, REQUIRED_MESSAGE } from "../../../../forms/messages";
import { ACCOUNT_FIELDS, type AccountField } from "../accountFields";
import { messageId, type AccountFormId, type AccountFormT } from "./messageIds";

/**
 * The form's values: every field as typed, the language, the create type, an attached document and the referral code
 * (sent only when the first account is created). Its rules check them.
 */
export type AccountValues = Record<AccountField, string> & { lang: string; type: "other" | "invoice"; document: string; document_name: string; referral_code: string };

export const COUNTRY_MESSAGE = messageId("validation.country");
export const EMAIL_MESSAGE = messageId("validation.email");

/** The rules' messages, each by id; the shared rules' English messages (required, language code) map to ids here. */
const RULE_MESSAGES = new Map<string, AccountFormId>([
  [COUNTRY_MESSAGE, COUNTRY_MESSAGE],
  [EMAIL_MESSAGE, EMAIL_MESSAGE],
  [REQUIRED_MESSAGE, messageId("validation.required")],
  [LANGUAGE_MESSAGE, messageId("validation.language")],
]);

/** A field's error in the customer's language (a message no rule names is shown as it came). */
export function fieldError(t: AccountFormT, message: string | undefined): string | undefined {
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
