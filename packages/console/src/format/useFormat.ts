import { useMemo } from "react";
import { useProvider } from "../app/ProviderContext";
import { useUiConfig } from "../config/ConfigLayout";
import { formatLocale, useLanguage } from "../i18n";
import { formatDate, formatDateTime } from "./dates";
import { numberFormat } from "./intl";
import { formatBytes, formatMemory } from "./memory";
import { formatMoney } from "./money";
import { customerTimeZone, DEFAULT_SERVER_TIME_ZONE } from "./zones";

/** The formatters of this site: its locale and currency applied. */
export interface Formatters {
  /** The locale numbers and dates are written in (the customer's language in the site's region). */
  locale: string;
  money: (amount: number, options?: { precise?: boolean }) => string;
  number: (value: number) => string;
  memory: (mb: number) => string;
  bytes: (bytes: number) => string;
  dateTime: (value: string | number | Date | null | undefined) => string;
  date: (value: string | number | Date | null | undefined) => string;
  /** The zone times are shown in: the customer's own. */
  timeZone: string;
}

/**
 * Money, numbers, sizes and dates written in the customer's language and the site's currency (its `siteCurrency`,
 * with the currency's own decimals); times the platform writes without a zone are read in the provider's
 * `serverTimeZone` (UTC unless it says otherwise) and shown in the customer's zone.
 */
export function useFormat(): Formatters {
  const { siteLocale, siteCurrency: currency } = useUiConfig();
  const serverTimeZone = useProvider().serverTimeZone ?? DEFAULT_SERVER_TIME_ZONE;
  const locale = formatLocale(useLanguage(), siteLocale);
  return useMemo(
    () => ({
      locale,
      money: (amount, { precise = false } = {}) => formatMoney(amount, { locale, currency, precise }),
      number: (value) => numberFormat(locale, {}).format(value),
      memory: formatMemory,
      bytes: (bytes) => formatBytes(bytes, locale),
      dateTime: (value) => formatDateTime(value, locale, serverTimeZone),
      date: (value) => formatDate(value, locale, serverTimeZone),
      timeZone: customerTimeZone(),
    }),
    [locale, currency, serverTimeZone],
  );
}
