import { useFormContext, useWatch } from "react-hook-form";
import { useQuery } from "@tanstack/react-query";
import { Card, Select, Switch, Textarea } from "@cloudconsole/ui";
import { useApiClient } from "../../../../api/ApiClientContext";
import { computeCatalogQueries } from "../../queries";
import type { VmCreateValues } from "../vmCreateRules";
import { plainName } from "../../../../shared/names";
import { useT } from "../../../../i18n";
import { vmCreateMessages } from "../messages";

/** The location's private network and host pool (the defaults when left alone), a public IP, and cloud-init user data. */
export function PlacementSection({ privateNetworks }: { privateNetworks: boolean }) {
  const client = useApiClient();
  const t = useT(vmCreateMessages);
  const { control, register } = useFormContext<VmCreateValues>();
  const location = useWatch({ control, name: "location" });
  const pools = useQuery({ ...computeCatalogQueries.hostPools(client, location), enabled: Boolean(location) });
  const networks = useQuery({ ...computeCatalogQueries.networks(client, location), enabled: Boolean(location) && privateNetworks });
  return (
    <Card title={t("placement.title")} stack>
      {privateNetworks && (
        <Select label={t("placement.privateNetwork")} description={t("placement.privateNetworkDescription")} {...register("networkUuid")}>
          <option value="">{t("placement.defaultNetwork")}</option>
          {networks.data
            ?.filter((network) => !network.is_default)
            .map((network) => (
              <option key={network.uuid} value={network.uuid}>
                {plainName(network.name)} ({network.subnet})
              </option>
            ))}
        </Select>
      )}
      <Switch label={t("placement.publicIp")} description={t("placement.publicIpDescription")} {...register("reservePublicIp")} />
      <Select label={t("placement.hostPool")} {...register("hostPoolUuid")}>
        <option value="">{t("placement.defaultPool")}</option>
        {pools.data
          ?.filter((pool) => !pool.is_default_designated)
          .map((pool) => (
            <option key={pool.uuid} value={pool.uuid}>
              {plainName(pool.name)}
            </option>
          ))}
      </Select>
      <Textarea monospace label={t("placement.cloudInit")} description={t("placement.cloudInitDescription")} {...register("cloudInit")} />
    </Card>
  );
}
