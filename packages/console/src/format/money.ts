import { numberFormat } from "./intl";

/** An amount in the site's currency, with 2 decimals (4 for per-hour prices, which are fractions of a cent). */
export function formatMoney(amount: number, { locale, currency, precise = false }: { locale: string; currency: string; precise?: boolean }): string {
  const digits = precise ? 4 : 2;
  return numberFormat(locale, { style: "currency", currency, minimumFractionDigits: digits, maximumFractionDigits: digits }).format(amount);
}
