import { Link } from "react-router";
import type { Location } from "@cloudconsole/sdk";
import { linkClass } from "@cloudconsole/ui";
import { defaultCreateLocation } from "../../../shared/compute";

export { LocationSelect } from "../../../shared/compute";

export const backToNetwork = (
  <Link className={linkClass} to="/network">
    ← Network
  </Link>
);

/** The location a form starts on, as a select value. */
export function startLocation(locations: readonly Location[]): string {
  return defaultCreateLocation(locations)?.slug ?? "";
}
