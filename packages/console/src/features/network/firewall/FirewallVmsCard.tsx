import type { Firewall } from "@cloudconsole/sdk";
import { Button, Card, Table } from "@cloudconsole/ui";
import { useT } from "../../../i18n";
import { StatusBadge, useComputeStatusDisplay } from "../../../shared/compute";
import { plainName, ResourceName } from "../../../shared/names";
import { ChoiceForm } from "../ChoiceForm";
import { useAttachFirewall, useDetachFirewall } from "../firewallMutations";
import { routerLink } from "../listing";
import { networkMessages } from "../messages";
import { firewallName, type NetworkResources } from "../queries";
import { networkFirewallMessages } from "./messages";
import * as styles from "../network.css";

/** The VMs the firewall guards, each detached in place, and any other VM of its location attached below. */
export function FirewallVmsCard({ firewall, location, resources }: { firewall: Firewall; location: string; resources: NetworkResources }) {
  const t = useT(networkFirewallMessages);
  const vmStatus = useComputeStatusDisplay().vm;
  const tn = useT(networkMessages);
  const attach = useAttachFirewall(location);
  const detach = useDetachFirewall(location);
  const name = firewallName(firewall, tn);
  const guarded = new Set(firewall.resources_assigned.map((resource) => resource.resource_uuid));
  const locationVms = resources.vms.filter((row) => row.location === location && row.item.status !== "deleted");
  const rows = locationVms.filter((row) => guarded.has(row.item.uuid));
  const candidates = locationVms.filter((row) => !guarded.has(row.item.uuid));
  const vmName = (uuid: string) => locationVms.find((row) => row.item.uuid === uuid)?.item.name ?? t("unknownVm");
  const input = (vmUuid: string) => ({ firewallUuid: firewall.uuid, firewallName: name, vmUuid, vmName: vmName(vmUuid) });
  return (
    <Card title={t("vms")} description={t("vms.hint")} stack>
      <Table
        caption={t("vms.caption")}
        captionHidden
        dense
        rows={rows}
        rowKey={(row) => row.item.uuid}
        rowHref={(row) => `/compute/vm/${location}/${row.item.uuid}`}
        renderLink={routerLink}
        emptyText={t("vms.empty")}
        defaultSort={{ key: "name", direction: "ascending" }}
        rowActionsLabel={t("actions")}
        rowActions={(row) => (
          <Button
            variant="ghost"
            size="sm"
            loading={detach.isPending && detach.variables.vmUuid === row.item.uuid}
            onClick={() => detach.mutate(input(row.item.uuid))}
            aria-label={t("detachOne", { name: plainName(row.item.name) })}
          >
            {t("detach")}
          </Button>
        )}
        columns={[
          { key: "name", header: t("field.name"), cell: (row) => <ResourceName name={row.item.name} />, sortValue: (row) => row.item.name.toLowerCase() },
          { key: "status", header: t("field.status"), cell: (row) => <StatusBadge {...vmStatus(row.item.status)} /> },
          { key: "ip", header: t("field.privateIp"), cell: (row) => <span className={styles.mono}>{row.item.private_ipv4 || "—"}</span>, hideOnMobile: true },
        ]}
      />
      {candidates.length === 0 ? (
        <p className={styles.muted}>{t("vms.noCandidates")}</p>
      ) : (
        <ChoiceForm
          label={t("vms.attach")}
          fieldLabel={t("field.vm")}
          placeholder={t("chooseVm")}
          choices={candidates.map((row) => ({ value: row.item.uuid, name: row.item.name }))}
          submitLabel={t("attach")}
          pending={attach.isPending}
          onSubmit={(uuid, done) => attach.mutate(input(uuid), { onSuccess: done })}
        />
      )}
    </Card>
  );
}
