import { useFormContext, useWatch } from "react-hook-form";
import { useQuery } from "@tanstack/react-query";
import { Card, Select, Switch, Textarea } from "@cloudconsole/ui";
import { useApiClient } from "../../../../api/ApiClientContext";
import { computeCatalogQueries } from "../../queries";
import type { VmCreateValues } from "../vmCreateRules";
import { plainName } from "../../../../shared/names";

/** The location's private network and host pool (the defaults when left alone), a public IP, and cloud-init user data. */
export function PlacementSection({ privateNetworks }: { privateNetworks: boolean }) {
  const client = useApiClient();
  const { control, register } = useFormContext<VmCreateValues>();
  const location = useWatch({ control, name: "location" });
  const pools = useQuery({ ...computeCatalogQueries.hostPools(client, location), enabled: Boolean(location) });
  const networks = useQuery({ ...computeCatalogQueries.networks(client, location), enabled: Boolean(location) && privateNetworks });
  return (
    <Card title="Network and placement" stack>
      {privateNetworks && (
        <Select label="Private network" description="Leave on the default to use the location's default network." {...register("networkUuid")}>
          <option value="">Default network</option>
          {networks.data
            ?.filter((network) => !network.is_default)
            .map((network) => (
              <option key={network.uuid} value={network.uuid}>
                {plainName(network.name)} ({network.subnet})
              </option>
            ))}
        </Select>
      )}
      <Switch label="Reserve a public IP address" description="A floating IP address assigned to the new machine." {...register("reservePublicIp")} />
      <Select label="Host pool" {...register("hostPoolUuid")}>
        <option value="">Default</option>
        {pools.data
          ?.filter((pool) => !pool.is_default_designated)
          .map((pool) => (
            <option key={pool.uuid} value={pool.uuid}>
              {plainName(pool.name)}
            </option>
          ))}
      </Select>
      <Textarea monospace label="Cloud-init" description="Optional user data (YAML or JSON), run on first boot." {...register("cloudInit")} />
    </Card>
  );
}
