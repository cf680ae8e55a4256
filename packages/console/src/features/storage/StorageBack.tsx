import { Link } from "react-router";
import { linkClass } from "@cloudconsole/ui";
import { useT } from "../../i18n";
import { storageMessages } from "./messages";

/** The way back to /storage from a storage page. */
export function StorageBack() {
  const t = useT(storageMessages);
  return (
    <Link className={linkClass} to="/storage">
      {t("back")}
    </Link>
  );
}
