import { numberFormat } from "./intl";

/**
 * The number of decimals a currency is written with, as Intl knows it (EUR 2, JPY and IDR 0, KWD 3): never a list of
 * our own, so a provider's currency is written the way its customers pay it.
 */
export function currencyDigits(currency: string, locale?: string): number {
  return numberFormat(locale, { style: "currency", currency }).resolvedOptions().maximumFractionDigits ?? 2;
}

/**
 * An amount in the site's currency with the currency's own decimals; a per-hour price (`precise`), a fraction of the
 * smallest unit, gets two more.
 */
export function formatMoney(amount: number, { locale, currency, precise = false }: { locale: string; currency: string; precise?: boolean }): string {
  const digits = currencyDigits(currency, locale) + (precise ? 2 : 0);
  return numberFormat(locale, { style: "currency", currency, minimumFractionDigits: digits, maximumFractionDigits: digits }).format(amount);
}
