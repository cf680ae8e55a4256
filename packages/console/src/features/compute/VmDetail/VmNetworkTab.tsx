import { useForm } from "react-hook-form";
import { useQuery } from "@tanstack/react-query";
import type { VirtualMachine, VmInterface, VmSubinterface } from "@cloudconsole/sdk";
import { vmMutations } from "@cloudconsole/sdk/query";
import { Button, Card, ConfirmDialog, DescriptionList, Inline, Select, Spinner, Stack, Table, TextField, type TableColumn } from "@cloudconsole/ui";
import { useApiClient } from "../../../api/ApiClientContext";
import { useApiMutation } from "../../../api/useApiMutation";
import { computeStyles } from "../../../shared/compute";
import { VM_FAILURE } from "../constants";
import { computeCatalogQueries, vmQueries } from "../queries";
import { subinterfaceResolver } from "./resolvers";
import { useAssignedFloatingIps } from "./VmOverview";
import { plainName, ResourceName } from "../../../shared/names";
import { FIREWALL_FAILURE, VmFirewallsCard } from "../../network";
import { LoadFailure } from "../../../screens/LoadFailure";

/** Interfaces with their VLAN subinterfaces, the floating IPs assigned to this VM, and the firewalls that guard it. */
export function VmNetworkTab({ vm, location }: { vm: VirtualMachine; location: string }) {
  const client = useApiClient();
  const interfaces = useQuery(vmQueries.interfaces(client, location, vm.uuid));
  const floatingIps = useAssignedFloatingIps(location, vm.uuid);
  return (
    <Stack gap="lg">
      <Card title="Interfaces" stack>
        {interfaces.isPending && <Spinner label="Loading interfaces" />}
        {interfaces.isError && <p className={computeStyles.reason}>{interfaces.error.message}</p>}
        {interfaces.data?.length === 0 && <p className={computeStyles.muted}>No records</p>}
        {interfaces.data?.map((networkInterface) => (
          <InterfaceDetails key={networkInterface.uuid} vm={vm} location={location} networkInterface={networkInterface} />
        ))}
      </Card>
      <Card title="Floating IPs" stack>
        {floatingIps.isPending && <Spinner label="Loading floating IPs" />}
        {floatingIps.data?.length === 0 && <p className={computeStyles.muted}>No floating IPs are assigned to this virtual machine.</p>}
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
      <LoadFailure title={FIREWALL_FAILURE.list} loading="Loading firewalls">
        <VmFirewallsCard vm={vm} location={location} />
      </LoadFailure>
    </Stack>
  );
}

/** One interface: its addresses and network, its VLAN subinterfaces, and adding one. */
function InterfaceDetails({ vm, location, networkInterface }: { vm: VirtualMachine; location: string; networkInterface: VmInterface }) {
  const client = useApiClient();
  const networks = useQuery(computeCatalogQueries.networks(client, location)).data ?? [];
  const add = useApiMutation({
    mutation: vmMutations.createSubinterface,
    variables: (input: { network: string; vlanTag: number }) => ({ location, uuid: vm.uuid, if_uuid: networkInterface.uuid, query: { network_uuid: input.network, vlan_tag: input.vlanTag } }),
    failure: VM_FAILURE.subinterface,
    success: "Subinterface added",
  });
  const remove = useApiMutation({
    mutation: vmMutations.deleteSubinterface,
    variables: (subinterface: string) => ({ location, uuid: vm.uuid, if_uuid: subinterface }),
    failure: VM_FAILURE.subinterface,
    success: "Subinterface removed",
  });
  const form = useForm({ resolver: subinterfaceResolver, defaultValues: { network: "", vlanTag: "" } });
  const networkName = (uuid: string | undefined) => <ResourceName name={networks.find((network) => network.uuid === uuid)?.name ?? uuid ?? "—"} />;
  const columns: TableColumn<VmSubinterface>[] = [
    { key: "vlan", header: "VLAN tag", cell: (sub) => sub.vlan_tag },
    { key: "mac", header: "MAC address", cell: (sub) => <span className={computeStyles.mono}>{sub.mac_addr}</span> },
    { key: "network", header: "Network", cell: (sub) => networkName(sub.network_uuid) },
  ];
  return (
    <Stack gap="md">
      <DescriptionList
        items={[
          { term: "MAC address", description: <span className={computeStyles.mono}>{networkInterface.mac_addr}</span> },
          { term: "Private IPv4", description: networkInterface.private_ipv4 ?? "—" },
          { term: "Network", description: networkName(networkInterface.network_uuid) },
        ]}
      />
      <Table
        dense
        caption="Subinterfaces"
        captionHidden
        columns={columns}
        rows={networkInterface.subinterfaces}
        rowKey={(sub) => sub.uuid}
        rowActions={(sub) => (
          <ConfirmDialog
            title={`Remove VLAN ${sub.vlan_tag}?`}
            confirmLabel="Remove"
            onConfirm={() => remove.mutateAsync(sub.uuid)}
            trigger={
              <Button variant="ghost" size="sm" aria-label={`Remove VLAN ${sub.vlan_tag}`}>
                Remove
              </Button>
            }
          />
        )}
      />
      <Inline
        as="form"
        align="end"
        noValidate
        aria-label="Add a subinterface"
        onSubmit={form.handleSubmit((values) => add.mutate({ network: values.network, vlanTag: Number(values.vlanTag) }, { onSuccess: () => form.reset() }))}
      >
        <div className={computeStyles.growField}>
          <Select label="Network" required error={form.formState.errors.network?.message} {...form.register("network")}>
            <option value="">Choose a network</option>
            {networks.map((network) => (
              <option key={network.uuid} value={network.uuid}>
                {plainName(network.name)}
              </option>
            ))}
          </Select>
        </div>
        <TextField fieldClassName={computeStyles.growField} label="VLAN tag" inputMode="numeric" required description="1–4094" error={form.formState.errors.vlanTag?.message} {...form.register("vlanTag")} />
        <Button type="submit" variant="secondary" loading={add.isPending}>
          Add subinterface
        </Button>
      </Inline>
    </Stack>
  );
}
