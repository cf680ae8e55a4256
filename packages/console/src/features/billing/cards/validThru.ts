import { parseDateTime } from "@cloudconsole/sdk";
import { dateTimeFormat } from "../../../format";

/**
 * The month a card is valid through, in the site's locale ('Aug 2039'), or undefined without a readable date. The API
 * gives the last second of that month in UTC, so it is read in UTC: east of it, the visitor's own clock would already
 * show the next month.
 */
export function validThruMonth(validThru: number | string | null | undefined, locale: string | undefined): string | undefined {
  if (validThru === undefined || validThru === null || validThru === "") return undefined;
  try {
    return dateTimeFormat(locale, { month: "short", year: "numeric", timeZone: "UTC" }).format(parseDateTime(validThru));
  } catch {
    return undefined;
  }
}
