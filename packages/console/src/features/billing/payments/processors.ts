import type { BillingAccount, BillingAccountCard, PaymentProcessor } from "@cloudconsole/sdk";

/** How the console takes a payment with a processor. */
export type ProcessorKind = "card" | "paypal" | "link" | "invoice";

/** PayPal is a card-type processor of its own: its SDK takes the payment. */
export function processorKind(processor: Pick<PaymentProcessor, "type" | "keyword">): ProcessorKind {
  if (processor.keyword.startsWith("paypal")) return "paypal";
  if (processor.type === "link") return "link";
  if (processor.type === "invoice") return "invoice";
  return "card";
}

/**
 * The country's name for a 2-letter code in a language ('ID' → 'Indonesia'; English unless told: the platform names
 * a link processor's methods by the English name), or undefined.
 */
export function countryName(code: string | null | undefined, language = "en"): string | undefined {
  if (!code || !/^[A-Za-z]{2}$/.test(code)) return undefined;
  try {
    return new Intl.DisplayNames([language, "en"], { type: "region" }).of(code.toUpperCase());
  } catch {
    return undefined;
  }
}

/**
 * A link processor's methods for the customer's country (the account's, else the site's): the methods naming that
 * country; all of them when none does.
 */
export function methodsForCountry(processor: Pick<PaymentProcessor, "methods">, country: string | undefined): { key: string; name: string }[] {
  const methods = processor.methods ?? [];
  const name = countryName(country);
  const local = name ? methods.filter((method) => method.name.includes(name)) : [];
  return local.length > 0 ? local : methods;
}

/** The processor's fee on `amount` (flat plus percentage), as configured. */
export function serviceFee(processor: Pick<PaymentProcessor, "service_fee">, amount: number): number {
  const fee = processor.service_fee;
  return Math.round(((fee?.flat_rate ?? 0) + (amount * (fee?.percentage ?? 0)) / 100) * 100) / 100;
}

/** What is charged in another currency, when the processor converts: the amount there and the currency. */
export function converted(processor: Pick<PaymentProcessor, "charge_currency_conversion">, amount: number): { amount: number; currency: string } | undefined {
  const conversion = processor.charge_currency_conversion;
  if (!conversion?.to_currency || !conversion.exchange_rate) return undefined;
  return { amount: Math.round(amount * conversion.exchange_rate * 100) / 100, currency: conversion.to_currency };
}

/** A payment object's card details, read from its `additional_data` JSON. */
export interface CardDetails {
  brand: string;
  holder: string;
  last4: string;
  expiry: string;
  byInvoice: boolean;
}

export function cardDetails(card: Pick<BillingAccountCard, "additional_data" | "identifier">): CardDetails {
  let data: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(card.additional_data ?? "{}");
    if (typeof parsed === "object" && parsed !== null) data = parsed as Record<string, unknown>;
  } catch {
    // Unreadable details: the card is still listed, by its identifier.
  }
  const text = (key: string) => (typeof data[key] === "string" || typeof data[key] === "number" ? String(data[key]) : "");
  // A PayPal payment object has no card details: PayPal is its brand.
  const brandName = text("type") === "paypal" ? "PayPal" : text("card_type");
  const month = text("expire_month").padStart(2, "0");
  const year = text("expire_year");
  return {
    brand: { visa: "Visa", mastercard: "Mastercard", MasterCard: "Mastercard" }[brandName] ?? (brandName || "Card"),
    holder: text("card_holder"),
    last4: text("last4"),
    expiry: year ? `${month}/${year.slice(-2)}` : "",
    byInvoice: text("type") === "paying_by_invoice",
  };
}

/** How a card is named in choices: 'Visa •••• 4242'; an invoice payment object 'By invoice', in the provider's word (`invoice`). */
export function cardLabel(card: Pick<BillingAccountCard, "additional_data" | "identifier">, invoice = "invoice"): string {
  const details = cardDetails(card);
  if (details.byInvoice) return `By ${invoice.toLowerCase()}`;
  if (details.brand === "PayPal") return "PayPal";
  return details.last4 ? `${details.brand} •••• ${details.last4}` : `${details.brand} ${card.identifier}`;
}

/** Processors of this site that may run automated top-ups from the account's cards. */
export function autoTopupProcessors(processors: readonly PaymentProcessor[]): PaymentProcessor[] {
  return processors.filter((processor) => processor.supports_auto_topup);
}

/** The account's country, else the site's, for choosing local payment methods. */
export function customerCountry(account: Pick<BillingAccount, "country">, siteCountry: string): string {
  return account.country || siteCountry;
}
