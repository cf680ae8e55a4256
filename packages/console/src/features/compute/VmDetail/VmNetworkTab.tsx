import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import type { VirtualMachine, VmInterface } from "@cloudconsole/sdk";
import { Button, Card, ConfirmDialog, Select, Spinner, TextField } from "@cloudconsole/ui";
import { useApiClient } from "../../../api/ApiClientContext";
import { REQUIRED_MESSAGE } from "../../../forms/messages";
import { VM_FAILURE } from "../constants";
import { computeCatalogQueries, useVmAction, vmQueries } from "../queries";
import { integerProblem } from "../VmCreate/vmCreateSchema";
import { useAssignedFloatingIps } from "./VmOverview";
import { DetailTable } from "./DetailTable";
import * as styles from "./VmDetail.css";

/** VLAN tags the platform accepts. */
export const VLAN_TAG_RANGE = { min: 1, max: 4094 } as const;

const subinterfaceSchema = z.object({
  network: z.string().min(1, REQUIRED_MESSAGE),
  vlanTag: z.string().superRefine((text, ctx) => {
    const problem = integerProblem(text, VLAN_TAG_RANGE);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  }),
});

/** Interfaces with their VLAN subinterfaces, and the floating IPs assigned to this VM. */
export function VmNetworkTab({ vm, location }: { vm: VirtualMachine; location: string }) {
  const client = useApiClient();
  const interfaces = useQuery(vmQueries.interfaces(client, location, vm.uuid));
  const floatingIps = useAssignedFloatingIps(location, vm.uuid);
  return (
    <>
      <Card as="section" stack aria-labelledby="interfaces-title">
        <h2 id="interfaces-title" className={styles.cardTitle}>
          Interfaces
        </h2>
        {interfaces.isPending && <Spinner label="Loading interfaces" />}
        {interfaces.isError && <p className={styles.reason}>{interfaces.error.message}</p>}
        {interfaces.data?.length === 0 && <p className={styles.cardText}>No records</p>}
        {interfaces.data?.map((networkInterface) => (
          <InterfaceCard key={networkInterface.uuid} vm={vm} location={location} networkInterface={networkInterface} />
        ))}
      </Card>
      <Card as="section" stack aria-labelledby="floating-title">
        <h2 id="floating-title" className={styles.cardTitle}>
          Floating IPs
        </h2>
        {floatingIps.isPending && <Spinner label="Loading floating IPs" />}
        {floatingIps.data?.length === 0 && <p className={styles.cardText}>No floating IPs are assigned to this virtual machine.</p>}
        {floatingIps.data && floatingIps.data.length > 0 && (
          <ul>
            {floatingIps.data.map((ip) => (
              <li key={ip.uuid} className={styles.mono}>
                {ip.address}
                {ip.name ? ` (${ip.name})` : ""}
              </li>
            ))}
          </ul>
        )}
      </Card>
    </>
  );
}

function InterfaceCard({ vm, location, networkInterface }: { vm: VirtualMachine; location: string; networkInterface: VmInterface }) {
  const client = useApiClient();
  const networks = useQuery(computeCatalogQueries.networks(client, location)).data ?? [];
  const on = { location, uuid: vm.uuid, failure: VM_FAILURE.subinterface };
  const add = useVmAction({
    ...on,
    success: "Subinterface added",
    call: (api, input: { network: string; vlanTag: number }) =>
      api.POST("/{location}/network/virtual-machines/{uuid}/interfaces/{if_uuid}/subinterfaces", {
        params: { path: { location, uuid: vm.uuid, if_uuid: networkInterface.uuid }, query: { network_uuid: input.network, vlan_tag: input.vlanTag } },
      }),
  });
  const remove = useVmAction({
    ...on,
    success: "Subinterface removed",
    call: (api, subinterface: string) => api.DELETE("/{location}/network/virtual-machines/{uuid}/subinterfaces/{if_uuid}", { params: { path: { location, uuid: vm.uuid, if_uuid: subinterface } } }),
  });
  const form = useForm({ resolver: zodResolver(subinterfaceSchema), defaultValues: { network: "", vlanTag: "" } });
  const networkName = (uuid: string | undefined) => networks.find((network) => network.uuid === uuid)?.name ?? uuid ?? "—";
  return (
    <div className={styles.panel}>
      <dl className={styles.details}>
        <dt className={styles.term}>MAC address</dt>
        <dd className={`${styles.definition} ${styles.mono}`}>{networkInterface.mac_addr}</dd>
        <dt className={styles.term}>Private IPv4</dt>
        <dd className={styles.definition}>{networkInterface.private_ipv4 ?? "—"}</dd>
        <dt className={styles.term}>Network</dt>
        <dd className={styles.definition}>{networkName(networkInterface.network_uuid)}</dd>
      </dl>
      <DetailTable columns={["VLAN tag", "MAC address", "Network"]} empty={networkInterface.subinterfaces.length === 0} aria-label="Subinterfaces">
        {networkInterface.subinterfaces.map((sub) => (
          <tr key={sub.uuid}>
            <td className={styles.td}>{sub.vlan_tag}</td>
            <td className={`${styles.td} ${styles.mono}`}>{sub.mac_addr}</td>
            <td className={styles.td}>{networkName(sub.network_uuid)}</td>
            <td className={styles.td}>
              <div className={styles.rowActions}>
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
              </div>
            </td>
          </tr>
        ))}
      </DetailTable>
      <form
        className={styles.inlineForm}
        noValidate
        aria-label="Add a subinterface"
        onSubmit={form.handleSubmit((values) => add.mutate({ network: values.network, vlanTag: Number(values.vlanTag) }, { onSuccess: () => form.reset() }))}
      >
        <div className={styles.inlineField}>
          <Select label="Network" required error={form.formState.errors.network?.message} {...form.register("network")}>
            <option value="">Choose a network</option>
            {networks.map((network) => (
              <option key={network.uuid} value={network.uuid}>
                {network.name}
              </option>
            ))}
          </Select>
        </div>
        <TextField fieldClassName={styles.inlineField} label="VLAN tag" inputMode="numeric" required description="1–4094" error={form.formState.errors.vlanTag?.message} {...form.register("vlanTag")} />
        <Button type="submit" variant="secondary" loading={add.isPending}>
          Add subinterface
        </Button>
      </form>
    </div>
  );
}
