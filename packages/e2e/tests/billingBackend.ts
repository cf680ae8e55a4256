import type { Page } from "@playwright/test";
import type { ProviderLabels } from "../src/environment";
import { expect, type OwnBackend } from "./fixtures";

// What the billing tests read back from their own backend, through its public API with the test's API key, so each
// flow is checked where it lands and not only on screen; and the site's money format, from the site's configuration.

/** The parts of the site's UI configuration the billing tests use. */
export interface SiteConfig {
  siteLocale: string;
  siteCurrency: string;
  minimumTopupAmount?: number | null;
  paymentProcessors?: { type: string; name: string; keyword: string; use_3ds_verification?: boolean | null }[] | null;
}

/** A billing account as the API lists it (the fields the tests read). */
export interface ApiBillingAccount {
  id: number;
  title: string;
  email: string;
  city: string;
  address_line1: string;
  is_deleted: boolean;
  paying_by_invoice: boolean;
  company_vat_number?: string | null;
  referral_code?: string | null;
  eligible_promotions?: { credit_type: string; amount: number; top_up_requirement?: number }[];
  running_totals?: { credit_available?: number; credit_amount?: number; ongoing?: number; total_before_tax?: number };
}

/** A card or other payment object as the API lists it. */
export interface ApiCard {
  id: number;
  is_primary: boolean;
  is_verified: boolean;
  is_deleted: boolean;
  additional_data?: string;
  /** When it was added (epoch seconds). */
  created?: number;
}

/** A credit history entry. */
export interface ApiCredit {
  id: number;
  amount: number;
  description: string;
}

/** The card details a payment object's `additional_data` holds. */
export function detailsOf(card: ApiCard): { type?: string; card_holder?: string; last4?: string } {
  const parsed: unknown = JSON.parse(card.additional_data ?? "{}");
  return typeof parsed === "object" && parsed !== null ? parsed : {};
}

/** The test's own backend, read as the signed-in customer. */
export function billingBackend(page: Page, backend: OwnBackend, apiKey: string) {
  async function get<T>(path: string): Promise<T> {
    const response = await page.request.get(`${backend.origin}/v1${path}`, { headers: { apikey: apiKey } });
    expect(response.ok(), `GET ${path} answers ${response.status()}`).toBe(true);
    return (await response.json()) as T;
  }
  const accounts = (query = "") => get<ApiBillingAccount[]>(`/payment/billing_account/list${query}`);
  return {
    config: () => get<SiteConfig>("/config/ui/config"),
    accounts,
    /** Every account, the deleted ones too (the list leaves them out unless asked). */
    accountsWithDeleted: () => accounts("?show_shadow=1"),
    async account(title: string): Promise<ApiBillingAccount> {
      const account = (await accounts()).find((candidate) => candidate.title === title);
      if (!account) throw new Error(`the demo seed has the billing account ${title}`);
      return account;
    },
    cards: (accountId: number) => get<ApiCard[]>(`/payment/card/list?billing_account_id=${accountId}`),
    credits: (accountId: number) => get<ApiCredit[]>(`/payment/credit/list?billing_account_id=${accountId}`),
  };
}

/** The provider's words from its labels: an invoice is an "invoice", the tax "VAT" and integration_id an "Integration ID" unless its settings say otherwise. */
export function billingWords(labels: ProviderLabels) {
  const invoice = (labels.invoice ?? "invoice").toLowerCase();
  const Invoice = `${invoice.charAt(0).toUpperCase()}${invoice.slice(1)}`;
  return { invoices: `${Invoice}s`, Invoice, invoice, tax: labels.tax ?? "VAT", integrationId: labels.integrationId ?? "Integration ID" };
}

/** Money as the site writes it: its locale and currency, two decimals. */
export function siteMoney(config: Pick<SiteConfig, "siteLocale" | "siteCurrency">): (amount: number) => string {
  const format = new Intl.NumberFormat(config.siteLocale, { style: "currency", currency: config.siteCurrency, minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return (amount) => format.format(amount);
}

/** The account's page with one of its sections open (each is linkable with `?tab=`). */
export async function openAccountTab(page: Page, account: Pick<ApiBillingAccount, "id" | "title">, tab: "topup" | "cards" | "credit") {
  await page.goto(`/app/billing/account/${account.id}?tab=${tab}`);
  await expect(page.getByRole("heading", { level: 1, name: account.title })).toBeVisible();
}

/**
 * Starts a top-up of Personal with its saved verified card, `extra` above the site's minimum (an amount unlike any in
 * the seed's history), choosing the processor named `processorName` where the site offers more than one, and clicks
 * Pay: the processor's page (3-D Secure) comes next.
 */
export async function payWithSavedCard(page: Page, backend: OwnBackend, apiKey: string, config: SiteConfig, { extra, processorName }: { extra: number; processorName: string }) {
  const api = billingBackend(page, backend, apiKey);
  const account = await api.account("Personal");
  const saved = (await api.cards(account.id)).filter((card) => card.is_verified && !card.is_deleted);
  expect(saved.length, "the demo seed gives Personal a verified card").toBeGreaterThan(0);
  const amount = (config.minimumTopupAmount ?? 0) + extra;
  await openAccountTab(page, account, "topup");
  const topUp = page.getByRole("region", { name: "Top up" });
  await topUp.getByRole("spinbutton", { name: /^Amount/ }).fill(String(amount));
  // The processors are a choice only where the site has more than one.
  if ((config.paymentProcessors ?? []).length > 1) await topUp.getByRole("radio", { name: processorName }).check();
  await expect(topUp.getByRole("combobox", { name: "Card" })).not.toHaveValue("new");
  await topUp.getByRole("button", { name: "Pay" }).click();
  return { api, account, amount };
}
