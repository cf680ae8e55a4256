import { Link } from "react-router";
import { linkClass } from "@cloudconsole/ui";
import { useT } from "../../i18n";
import { networkMessages } from "./messages";

/** A network page's way back to the Network page. */
export function BackToNetwork() {
  const t = useT(networkMessages);
  return (
    <Link className={linkClass} to="/network">
      {t("back")}
    </Link>
  );
}
