// Billing accounts and what hangs off them: cards, credit history, invoices.
import type { StoredBillingAccount, StoredCard, StoredCredit, StoredInvoice } from "../store/entities.js";
import type { FactoryContext } from "./context.js";
import { randomToken } from "./text.js";
import { DAY, epochSeconds } from "./time.js";

const FIRST_NAMES = ["Cloudia", "Mart", "Kadri", "Budi", "Siti", "Ahmed", "Nok", "Liis"] as const;

/** A billing account in good standing; pass overrides for the rest. */
export function makeBillingAccount(ctx: FactoryContext, overrides: Partial<StoredBillingAccount> = {}): StoredBillingAccount {
  return {
    id: ctx.nextId(),
    title: "Personal",
    site: "warren",
    reseller: "Warren",
    user_id: ctx.userId,
    email: "demo@example.com",
    address_line1: "Narva mnt 5",
    address_line2: "",
    city: "Tallinn",
    county: "Harjumaa",
    country: "EE",
    post_index: "10117",
    company_name: "",
    company_reg_code: "",
    company_vat_number: "",
    customer_name: `${ctx.rng.pick(FIRST_NAMES)} Demo`,
    customer_phone: "+3725550100",
    customer_id_number: "",
    lang: "en",
    integration_id: "",
    created: epochSeconds(ctx.now - 300 * DAY),
    additional_data: "{}",
    allow_debt: false,
    can_pay: true,
    is_active: true,
    is_default: false,
    is_deleted: false,
    paying_by_invoice: false,
    send_invoice_email: true,
    is_recurring_payment_enabled: false,
    recurring_payment_amount: 0,
    recurring_payment_threshold: 0,
    credit_amount: 0,
    discount_percentage: 0,
    vat_percentage: 22,
    referral_code: "",
    referral_share_code: ctx.rng.hex(6),
    restriction_level: "CLEAR",
    status: "ACTIVE",
    suspend_reason: "",
    precalc_days_in_debt: 0,
    eligible_promotions: [],
    low_balance_notice_settings: { threshold: 5, is_enabled: false },
    document: "",
    document_name: "",
    ...overrides,
  };
}

/** A card payment object (Mock card, verified). */
export function makeCard(ctx: FactoryContext, billingAccountId: number, overrides: Partial<StoredCard> = {}): StoredCard {
  const last4 = String(ctx.rng.int(1000, 9999));
  const cardType = ctx.rng.pick(["visa", "mastercard"] as const);
  return {
    id: ctx.nextId(),
    billing_account_id: billingAccountId,
    billing_account_processor_identifier_id: ctx.nextId(),
    identifier: `pm_${randomToken(ctx, 24)}`,
    is_primary: false,
    is_verified: true,
    is_verification_pending: false,
    is_deleted: false,
    created: epochSeconds(ctx.now),
    valid_thru: epochSeconds(Date.UTC(2030, 11, 31)),
    additional_data: JSON.stringify({
      type: "creditcard",
      card_type: cardType,
      card_holder: "Cloudia Iaas",
      expire_month: "12",
      expire_year: "2030",
      last4,
    }),
    ...overrides,
  };
}

/** A credit history entry (positive for credit, negative for spending). */
export function makeCredit(ctx: FactoryContext, billingAccountId: number, amount: number, description: string, created = ctx.now): StoredCredit {
  return {
    id: ctx.nextId(),
    billing_account_id: billingAccountId,
    amount,
    description,
    reference: "",
    created: epochSeconds(created),
    acting_user_id: null,
  };
}

/** A monthly cloud-services invoice for the month that starts at `periodStartMs`. */
export function makeInvoice(
  ctx: FactoryContext,
  billingAccountId: number,
  periodStartMs: number,
  status: StoredInvoice["status"],
  subtotal: number,
  vatPercentage = 22,
): StoredInvoice {
  const id = ctx.nextId();
  const start = new Date(periodStartMs);
  const periodEnd = Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1);
  const vat = Math.round(subtotal * vatPercentage) / 100;
  const created = epochSeconds(periodEnd);
  return {
    id,
    padded_id: String(id).padStart(9, "0"),
    name: `Invoice ${id}`,
    billing_account_id: billingAccountId,
    created,
    due_date: created + 14 * 24 * 3600,
    period_start: epochSeconds(periodStartMs),
    period_end: epochSeconds(periodEnd),
    discount_percentage: 0,
    vat_percentage: vatPercentage,
    status,
    type: "cloud_services",
    totals: { subtotal, discount_amount: 0, credit: 0, vat_tax: vat, total: Math.round((subtotal + vat) * 100) / 100 },
    records_list: [
      {
        id: ctx.nextId(),
        invoice_id: id,
        created,
        name: "Ubuntu 24.04, 2 CPUs, 2 GB RAM, 20 GB disk",
        descr: "",
        qty: 720,
        qty_unit: "h",
        item_price: Math.round((subtotal / 720) * 100000) / 100000,
        amount: subtotal,
        vat_amount: vat,
        is_technical: false,
        location_slug: "tll",
      },
    ],
    transaction_list: [],
  };
}
