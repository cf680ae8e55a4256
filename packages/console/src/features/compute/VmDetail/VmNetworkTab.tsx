import { useForm } from "react-hook-form";
import { useQuery } from "@tanstack/react-query";
import type { VirtualMachine, VmInterface, VmSubinterface } from "@cloudconsole/sdk";
import { vmMutations } from "@cloudconsole/sdk/query";
import { Button, Card, ConfirmDialog, DescriptionList, Inline, Select, Spinner, Stack, Table, TextField, type TableColumn } from "@cloudconsole/ui";
import { useApiClient } from "../../../api/ApiClientContext";
import { useApiMutation } from "../../../api/useApiMutation";
import { computeStyles } from "../../../shared/compute";
import { computeCatalogQueries, vmQueries } from "../queries";
import { useDetailResolvers } from "./resolvers";
import { useAssignedFloatingIps } from "./VmOverview";
import { plainName, ResourceName } from "../../../shared/names";
import { FIREWALL_FAILURE, VmFirewallsCard } from "../../network";
import { LoadFailure } from "../../../screens/LoadFailure";
import { useT } from "../../../i18n";
import { vmDetailMessages } from "./messages";

/** Interfaces with their VLAN subinterfaces, the floating IPs assigned to this VM, and the firewalls that guard it. */
export function VmNetworkTab({ vm, location }: { vm: VirtualMachine; location: string }) {
  const client = useApiClient();
  const t = useT(vmDetailMessages);
  const interfaces = useQuery(vmQueries.interfaces(client, location, vm.uuid));
  const floatingIps = useAssignedFloatingIps(location, vm.uuid);
  return (
    <Stack gap="lg">
      <Card title={t("network.interfaces")} stack>
        {interfaces.isPending && <Spinner label={t("network.loadingInterfaces")} />}
        {interfaces.isError && <p className={computeStyles.reason}>{interfaces.error.message}</p>}
        {interfaces.data?.length === 0 && <p className={computeStyles.muted}>{t("network.noRecords")}</p>}
        {interfaces.data?.map((networkInterface) => (
          <InterfaceDetails key={networkInterface.uuid} vm={vm} location={location} networkInterface={networkInterface} />
        ))}
      </Card>
      <Card title={t("network.floatingIps")} stack>
        {floatingIps.isPending && <Spinner label={t("network.loadingFloatingIps")} />}
        {floatingIps.data?.length === 0 && <p className={computeStyles.muted}>{t("network.noFloatingIps")}</p>}
        {floatingIps.data && floatingIps.data.length > 0 && (
          <ul>
            {floatingIps.data.map((ip) => (
              <li key={ip.uuid} className={computeStyles.mono}>
                {ip.address}
                {ip.name ? (
                  <>
                    {" ("}
                    <ResourceName name={ip.name} />)
                  </>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </Card>
      <LoadFailure title={FIREWALL_FAILURE.list} loading={t("network.loadingFirewalls")}>
        <VmFirewallsCard vm={vm} location={location} />
      </LoadFailure>
    </Stack>
  );
}

/** One interface: its addresses and network, its VLAN subinterfaces, and adding one. */
function InterfaceDetails({ vm, location, networkInterface }: { vm: VirtualMachine; location: string; networkInterface: VmInterface }) {
  const client = useApiClient();
  const networks = useQuery(computeCatalogQueries.networks(client, location)).data ?? [];
  const t = useT(vmDetailMessages);
  const add = useApiMutation({
    mutation: vmMutations.createSubinterface,
    variables: (input: { network: string; vlanTag: number }) => ({ location, uuid: vm.uuid, if_uuid: networkInterface.uuid, query: { network_uuid: input.network, vlan_tag: input.vlanTag } }),
    failure: t("failure.subinterface"),
    success: t("toast.subinterfaceAdded"),
  });
  const remove = useApiMutation({
    mutation: vmMutations.deleteSubinterface,
    variables: (subinterface: string) => ({ location, uuid: vm.uuid, if_uuid: subinterface }),
    failure: t("failure.subinterface"),
    success: t("toast.subinterfaceRemoved"),
  });
  const form = useForm({ resolver: useDetailResolvers().subinterface, defaultValues: { network: "", vlanTag: "" } });
  const networkName = (uuid: string | undefined) => <ResourceName name={networks.find((network) => network.uuid === uuid)?.name ?? uuid ?? "—"} />;
  const columns: TableColumn<VmSubinterface>[] = [
    { key: "vlan", header: t("network.vlanTag"), cell: (sub) => sub.vlan_tag },
    { key: "mac", header: t("network.mac"), cell: (sub) => <span className={computeStyles.mono}>{sub.mac_addr}</span> },
    { key: "network", header: t("network.network"), cell: (sub) => networkName(sub.network_uuid) },
  ];
  return (
    <Stack gap="md">
      <DescriptionList
        items={[
          { term: t("network.mac"), description: <span className={computeStyles.mono}>{networkInterface.mac_addr}</span> },
          { term: t("network.privateIpv4"), description: networkInterface.private_ipv4 ?? "—" },
          { term: t("network.network"), description: networkName(networkInterface.network_uuid) },
        ]}
      />
      <Table
        dense
        caption={t("network.subinterfaces")}
        captionHidden
        columns={columns}
        rows={networkInterface.subinterfaces}
        rowKey={(sub) => sub.uuid}
        rowActions={(sub) => (
          <ConfirmDialog
            title={t("network.removeVlanTitle", { tag: sub.vlan_tag })}
            confirmLabel={t("network.remove")}
            onConfirm={() => remove.mutateAsync(sub.uuid)}
            trigger={
              <Button variant="ghost" size="sm" aria-label={t("network.removeVlanLabel", { tag: sub.vlan_tag })}>
                {t("network.remove")}
              </Button>
            }
          />
        )}
      />
      <Inline
        as="form"
        align="end"
        noValidate
        aria-label={t("network.addSubinterface")}
        onSubmit={form.handleSubmit((values) => add.mutate({ network: values.network, vlanTag: Number(values.vlanTag) }, { onSuccess: () => form.reset() }))}
      >
        <div className={computeStyles.growField}>
          <Select label={t("network.network")} required error={form.formState.errors.network?.message} {...form.register("network")}>
            <option value="">{t("network.chooseNetwork")}</option>
            {networks.map((network) => (
              <option key={network.uuid} value={network.uuid}>
                {plainName(network.name)}
              </option>
            ))}
          </Select>
        </div>
        <TextField fieldClassName={computeStyles.growField} label={t("network.vlanTag")} inputMode="numeric" required description="1–4094" error={form.formState.errors.vlanTag?.message} {...form.register("vlanTag")} />
        <Button type="submit" variant="secondary" loading={add.isPending}>
          {t("network.add")}
        </Button>
      </Inline>
    </Stack>
  );
}
