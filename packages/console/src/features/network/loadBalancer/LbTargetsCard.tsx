import type { LoadBalancer } from "@cloudconsole/sdk";
import { Button, Card, Table } from "@cloudconsole/ui";
import { useT } from "../../../i18n";
import { plainName, ResourceName } from "../../../shared/names";
import { ChoiceForm } from "../ChoiceForm";
import { useAddTarget, useRemoveTarget } from "../mutations/loadBalancer";
import type { NetworkResources } from "../queries";
import { networkLoadBalancerMessages } from "./messages";
import * as styles from "../network.css";

/** The VMs that receive the connections; only VMs of the load balancer's network can be added. */
export function LbTargetsCard({ lb, location, resources }: { lb: LoadBalancer; location: string; resources: NetworkResources }) {
  const t = useT(networkLoadBalancerMessages);
  const add = useAddTarget(location, lb.uuid);
  const remove = useRemoveTarget(location, lb.uuid);
  const vmName = (uuid: string) => resources.vms.find((row) => row.location === location && row.item.uuid === uuid)?.item.name ?? t("unknownVm");
  const network = resources.networks.find((row) => row.location === location && row.item.uuid === lb.network_uuid)?.item;
  const targeted = new Set(lb.targets.map((target) => target.target_uuid));
  const candidates = resources.vms.filter((row) => row.location === location && network?.vm_uuids?.includes(row.item.uuid) && !targeted.has(row.item.uuid));
  return (
    <Card title={t("targets")} description={t("targets.hint")} stack>
      <Table
        caption={t("targets")}
        captionHidden
        dense
        rows={lb.targets}
        rowKey={(target) => target.target_uuid}
        emptyText={t("targets.empty")}
        rowActionsLabel={t("actions")}
        rowActions={(target) => (
          <Button
            variant="ghost"
            size="sm"
            loading={remove.isPending && remove.variables.vmUuid === target.target_uuid}
            onClick={() => remove.mutate({ vmUuid: target.target_uuid, name: vmName(target.target_uuid) })}
            aria-label={t("targets.removeOne", { name: plainName(vmName(target.target_uuid)) })}
          >
            {t("targets.remove")}
          </Button>
        )}
        columns={[
          { key: "name", header: t("field.vm"), cell: (target) => <ResourceName name={vmName(target.target_uuid)} />, sortValue: (target) => vmName(target.target_uuid).toLowerCase() },
          { key: "ip", header: t("field.privateIp"), cell: (target) => <span className={styles.mono}>{target.target_ip_address ?? "—"}</span> },
        ]}
      />
      {candidates.length === 0 ? (
        <p className={styles.muted}>{t("targets.noCandidates")}</p>
      ) : (
        <ChoiceForm
          label={t("targets.add")}
          fieldLabel={t("field.vm")}
          placeholder={t("chooseVm")}
          choices={candidates.map((row) => ({ value: row.item.uuid, name: row.item.name }))}
          submitLabel={t("targets.submit")}
          pending={add.isPending}
          onSubmit={(vmUuid, done) => add.mutate({ vmUuid, name: vmName(vmUuid) }, { onSuccess: done })}
        />
      )}
    </Card>
  );
}
