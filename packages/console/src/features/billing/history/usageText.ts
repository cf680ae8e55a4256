import type { UsageLine } from "@cloudconsole/sdk";
import { isoDateTime } from "../../../format";
import type { CsvCell } from "./csv";
import type { HistoryT } from "./messages";

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Uptime types in words; the platform may send others (VM_COMPUTE…), shown as they come. */
const UPTIME_TEXT: Record<string, string> = {
  main: "Running",
  block: "Disk",
  snapshot: "Snapshot",
  backup: "Backup",
  windows: "Windows licence",
};

/** An uptime type in the customer's language, or as the platform sent it. */
function uptimeWord(t: HistoryT, type: string): string {
  switch (type) {
    case "main":
      return t("uptime.main");
    case "block":
      return t("uptime.block");
    case "snapshot":
      return t("uptime.snapshot");
    case "backup":
      return t("uptime.backup");
    case "windows":
      return t("uptime.windows");
    default:
      return type;
  }
}

/** A usage line's uptime types in words: "Running, Disk" (in the customer's language with `t`, else English as the CSV has it). */
export function uptimeText(line: Pick<UsageLine, "uptime_types">, t?: HistoryT): string {
  const types = line.uptime_types ?? [];
  return types.length === 0 ? "—" : types.map((type) => (t ? uptimeWord(t, type) : (UPTIME_TEXT[type] ?? type))).join(", ");
}

/** What a usage line is: its description, else the resource's name from its configuration, else its id. */
export function usageResource(line: Pick<UsageLine, "description" | "uuid" | "configurations">, t?: HistoryT): string {
  const name = line.configurations?.[0]?.["vm_name"];
  return line.description || (typeof name === "string" ? name : "") || line.uuid || (t ? t("usage.unnamedResource") : "Resource");
}

/** The month's totals: hours and cost over every line. */
export function usageTotals(lines: readonly UsageLine[]): { hours: number; cost: number } {
  return lines.reduce((sum, line) => ({ hours: sum.hours + line.hours, cost: sum.cost + line.cost }), { hours: 0, cost: 0 });
}

/** One point of the chart: the end of a day (ms) and the cost accrued this month up to it. */
export interface UsagePoint {
  at: number;
  cost: number;
}

/**
 * The month's cost accrued by the end of each day up to `now`. The API reports each resource's hours and hourly price
 * this month, not when they ran: a resource is taken to have run its hours up to now, at its price.
 */
export function usageSeries(lines: readonly UsageLine[], now: number): UsagePoint[] {
  const date = new Date(now);
  const monthStart = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1);
  const points: UsagePoint[] = [];
  for (let dayEnd = monthStart + DAY_MS; ; dayEnd += DAY_MS) {
    const at = Math.min(dayEnd, now);
    const cost = lines.reduce((sum, line) => {
      const start = now - line.hours * HOUR_MS;
      return sum + (Math.max(0, at - Math.max(start, monthStart)) / HOUR_MS) * line.price;
    }, 0);
    points.push({ at, cost: Math.round(cost * 100) / 100 });
    if (dayEnd >= now) return points;
  }
}

/** The usage lines as CSV rows, with the month's total last. */
export function usageCsv(lines: readonly UsageLine[], currency: string, now: number): CsvCell[][] {
  const totals = usageTotals(lines);
  return [
    [`Usage until ${isoDateTime(now) ?? ""}`],
    ["Resource", "ID", "Uptime type", "Hours", `Price (${currency})`, "Price unit", `Cost (${currency})`],
    ...lines.map((line) => [usageResource(line), line.uuid ?? "", uptimeText(line), line.hours, line.price, line.price_unit ?? "h", line.cost]),
    ["Total", "", "", Math.round(totals.hours * 1000) / 1000, "", "", Math.round(totals.cost * 100000) / 100000],
  ];
}
