import { useMemo } from "react";
import { useUiConfig } from "../config/ConfigLayout";
import { formatDate, formatDateTime } from "./dates";
import { formatBytes, formatMemory } from "./memory";
import { formatMoney } from "./money";

/** The formatters of this site: its locale and currency applied. */
export interface Formatters {
  money: (amount: number, options?: { precise?: boolean }) => string;
  memory: (mb: number) => string;
  bytes: (bytes: number) => string;
  dateTime: (value: string | number | Date | null | undefined) => string;
  date: (value: string | number | Date | null | undefined) => string;
}

/** Money, sizes and dates written the way this site does (its `siteLocale` and `siteCurrency`). */
export function useFormat(): Formatters {
  const { siteLocale: locale, siteCurrency: currency } = useUiConfig();
  return useMemo(
    () => ({
      money: (amount, { precise = false } = {}) => formatMoney(amount, { locale, currency, precise }),
      memory: formatMemory,
      bytes: (bytes) => formatBytes(bytes, locale),
      dateTime: (value) => formatDateTime(value, locale),
      date: (value) => formatDate(value, locale),
    }),
    [locale, currency],
  );
}
