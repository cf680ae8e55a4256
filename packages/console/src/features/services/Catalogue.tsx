import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import type { ServiceImage } from "@cloudconsole/sdk";
import { Card, Inline, Spinner, TextLink, buttonClass } from "@cloudconsole/ui";
import { useApiClient } from "../../api/ApiClientContext";
import { useFormat } from "../../format";
import { useT } from "../../i18n";
import { servicesMessages } from "./messages";
import { licencePerVcpuMonth } from "./pricing";
import { pricesQuery } from "./queries";
import { serviceTypeName } from "./serviceStatus";
import * as styles from "./services.css";

/**
 * The services on offer, each with its versions, its licence price, a read-more link and the way to create one. The
 * cards wait for the prices (asked for with the page's lists, so rarely for long): a price filling in later would
 * lengthen its line and push the card's buttons down. Without prices (the call failed) a card says "Priced by size".
 */
export function Catalogue({ catalogue }: { catalogue: readonly ServiceImage[] }) {
  const client = useApiClient();
  const format = useFormat();
  const t = useT(servicesMessages);
  const { data: prices, isPending } = useQuery(pricesQuery(client));
  if (isPending) return <Spinner label={t("catalogue.loading")} />;
  return (
    <div className={styles.catalogue}>
      {catalogue.map((image) => {
        const name = image.display_name ?? serviceTypeName(image.service, t);
        const licence = licencePerVcpuMonth(prices, image.prices);
        return (
          <Card key={image.service} title={name} titleLevel={3} description={t("catalogue.versions", { versions: image.versions.join(", ") })} stack>
            <p className={styles.cardText}>{licence === undefined ? t("catalogue.pricedBySize") : t("catalogue.licence", { price: format.money(licence) })}</p>
            <Inline gap="sm">
              <Link className={buttonClass({ variant: "secondary", size: "sm" })} to={`/services/create?service=${image.service}`} aria-label={t("catalogue.createLabel", { name })}>
                {t("catalogue.create")}
              </Link>
              {image.read_more_url && (
                <TextLink href={image.read_more_url} external aria-label={t("catalogue.readMoreLabel", { name })}>
                  {t("catalogue.readMore")}
                </TextLink>
              )}
            </Inline>
          </Card>
        );
      })}
    </div>
  );
}
