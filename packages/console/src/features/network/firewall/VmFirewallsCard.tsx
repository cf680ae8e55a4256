import { Link } from "react-router";
import { useSuspenseQuery } from "@tanstack/react-query";
import { findById, type VirtualMachine } from "@cloudconsole/sdk";
import { networkQueries } from "@cloudconsole/sdk/query";
import { Button, Card, Table, linkClass } from "@cloudconsole/ui";
import { useApiClient } from "../../../api/ApiClientContext";
import { useT } from "../../../i18n";
import { plainName, ResourceName } from "../../../shared/names";
import { ChoiceForm } from "../ChoiceForm";
import { useAttachFirewall, useDetachFirewall } from "../firewallMutations";
import { networkMessages } from "../messages";
import { firewallName } from "../queries";
import { networkFirewallMessages } from "./messages";

/** A VM's firewalls (on its network tab, which shows the loading and a failure to load): those that guard it, each detached in place, and others of its location attached. */
export function VmFirewallsCard({ vm, location }: { vm: Pick<VirtualMachine, "uuid" | "name">; location: string }) {
  const t = useT(networkFirewallMessages);
  const tn = useT(networkMessages);
  const client = useApiClient();
  const all = useSuspenseQuery(networkQueries.firewalls(client, location)).data;
  const attach = useAttachFirewall(location);
  const detach = useDetachFirewall(location);
  const guards = all.filter((firewall) => firewall.resources_assigned.some((resource) => resource.resource_uuid === vm.uuid));
  const others = all.filter((firewall) => !guards.includes(firewall));
  // Every uuid here comes from a row of `all`: one missing from it is a fault, not a state to show.
  const input = (firewallUuid: string) => ({ firewallUuid, firewallName: firewallName(findById(all, firewallUuid, "uuid"), tn), vmUuid: vm.uuid, vmName: vm.name });
  return (
    <Card title={t("firewalls")} description={t("firewalls.hint")} stack>
      <Table
        caption={t("firewalls.caption")}
        captionHidden
        dense
        rows={guards}
        rowKey={(firewall) => firewall.uuid}
        emptyText={t("firewalls.empty")}
        rowActionsLabel={t("actions")}
        rowActions={(firewall) => (
          <Button variant="ghost" size="sm" loading={detach.isPending && detach.variables.firewallUuid === firewall.uuid} onClick={() => detach.mutate(input(firewall.uuid))} aria-label={t("detachOne", { name: plainName(firewallName(firewall, tn)) })}>
            {t("detach")}
          </Button>
        )}
        columns={[
          {
            key: "name",
            header: t("field.name"),
            cell: (firewall) => (
              <Link className={linkClass} to={`/network/firewall/${location}/${firewall.uuid}`}>
                <ResourceName name={firewallName(firewall, tn)} />
              </Link>
            ),
          },
          { key: "rules", header: t("rules"), cell: (firewall) => firewall.rules.length, align: "end" },
        ]}
      />
      {others.length > 0 && (
        <ChoiceForm
          label={t("firewalls.attach")}
          fieldLabel={t("kind")}
          placeholder={t("chooseFirewall")}
          choices={others.map((firewall) => ({ value: firewall.uuid, name: firewallName(firewall, tn) }))}
          submitLabel={t("attach")}
          pending={attach.isPending}
          onSubmit={(uuid, done) => attach.mutate(input(uuid), { onSuccess: done })}
        />
      )}
    </Card>
  );
}
