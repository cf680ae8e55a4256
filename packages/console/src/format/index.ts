// How the console writes numbers, sizes and dates: one place, so every screen agrees.
export { currencyDigits, formatMoney } from "./money";
export { dateTimeFormat, numberFormat } from "./intl";
export { formatBytes, formatMemory } from "./memory";
export { dateSortValue, formatDate, formatDateTime, isoDateTime, NO_DATE } from "./dates";
export { useFormat, type Formatters } from "./useFormat";
export { customerTimeZone, DEFAULT_SERVER_TIME_ZONE, isZoneless, wallClockIn, zoneOffsetMinutes } from "./zones";
