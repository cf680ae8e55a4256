import { Link } from "react-router";
import { linkClass } from "@cloudconsole/ui";

/** The way back to /storage from a storage page. */
export const storageBack = (
  <Link className={linkClass} to="/storage">
    ← Storage
  </Link>
);
