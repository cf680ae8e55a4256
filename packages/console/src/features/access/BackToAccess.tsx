import { Link } from "react-router";
import { linkClass } from "@cloudconsole/ui";
import { useT } from "../../i18n";
import { accessMessages } from "./messages";

/** The way back to /access, above each access page. */
export function BackToAccess() {
  const t = useT(accessMessages);
  return (
    <Link className={linkClass} to="/access">
      {t("back")}
    </Link>
  );
}
