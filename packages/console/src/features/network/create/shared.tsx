import type { Location } from "@cloudconsole/sdk";
import { defaultCreateLocation } from "../../../shared/compute";

export { LocationSelect } from "../../../shared/compute";

/** The location a form starts on, as a select value. */
export function startLocation(locations: readonly Location[]): string {
  return defaultCreateLocation(locations)?.slug ?? "";
}
