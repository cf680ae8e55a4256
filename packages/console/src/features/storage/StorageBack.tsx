import { Link } from "react-router";
import { linkClass } from "@cloudconsole/ui";

/**
 * The way back to /storage from a storage page, worded by the page's own catalogue: a volume's page does not load the
 * bucket screens' catalogue for this one link.
 */
export function StorageBack({ label }: { label: string }) {
  return (
    <Link className={linkClass} to="/storage">
      {label}
    </Link>
  );
}
