import { numberFormat } from "./intl";

const UNITS = ["B", "KB", "MB", "GB", "TB", "PB"] as const;
const STEP = 1024;

/** Memory given in megabytes, as the API counts RAM: whole gigabytes as GB, anything else as MB. */
export function formatMemory(mb: number): string {
  return mb % STEP === 0 ? `${mb / STEP} GB` : `${mb} MB`;
}

/** A size in bytes in the largest binary unit that keeps it at 1 or more (1 decimal below 10), e.g. '1.5 GB'. */
export function formatBytes(bytes: number, locale?: string): string {
  if (!Number.isFinite(bytes) || bytes < 0) return "—";
  let value = bytes;
  let unit = 0;
  while (value >= STEP && unit < UNITS.length - 1) {
    value /= STEP;
    unit += 1;
  }
  const digits = unit > 0 && value < 10 ? 1 : 0;
  return `${numberFormat(locale, { maximumFractionDigits: digits }).format(value)} ${UNITS[unit] ?? "B"}`;
}
