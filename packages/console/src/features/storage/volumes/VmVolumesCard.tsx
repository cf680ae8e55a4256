import { useState } from "react";
import { Link } from "react-router";
import { useSuspenseQueries } from "@tanstack/react-query";
import type { BlockDisk, VirtualMachine } from "@cloudconsole/sdk";
import { storageQueries } from "@cloudconsole/sdk/query";
import { Button, Card, Inline, Select, Table, linkClass } from "@cloudconsole/ui";
import { useApiClient } from "../../../api/ApiClientContext";
import { useT } from "../../../i18n";
import { computeStyles, vmListQuery } from "../../../shared/compute";
import { plainName, ResourceName } from "../../../shared/names";
import * as styles from "../storage.css";
import { DetachButton } from "./VolumeAttachCard";
import { volumeMessages } from "./messages";
import { useAttachVolume, useDetachVolume } from "./volumeQueries";
import { attachedVm, canAttachTo, volumeName } from "./volumes";

/** The location's volumes, split into those this VM has and those no VM has (a volume on another VM is not offered). */
function useVmVolumes(location: string, vm: VirtualMachine): { attached: BlockDisk[]; detached: BlockDisk[] } {
  const client = useApiClient();
  return useSuspenseQueries({
    queries: [storageQueries.disks(client, location), vmListQuery(client, location)],
    combine: ([disks, vms]) => {
      const mine = new Set((vm.storage ?? []).map((entry) => entry.uuid));
      return {
        attached: disks.data.filter((disk) => mine.has(disk.uuid)),
        detached: disks.data.filter((disk) => !mine.has(disk.uuid) && !attachedVm(vms.data, disk.uuid)),
      };
    },
  });
}

/** A VM's volumes on its storage tab: each attached one with its page and a detach, and a detached one of its location to attach. */
export function VmVolumesCard({ vm, location }: { vm: VirtualMachine; location: string }) {
  const { attached, detached } = useVmVolumes(location, vm);
  const attach = useAttachVolume();
  const detach = useDetachVolume();
  const [chosen, setChosen] = useState("");
  const allowed = canAttachTo(vm);
  const t = useT(volumeMessages);
  return (
    <Card title={t("vm.title")} description={t("vm.description")} stack>
      {attached.length > 0 ? (
        <Table
          dense
          caption={t("vm.attached")}
          captionHidden
          rows={attached}
          rowKey={(disk) => disk.uuid}
          columns={[
            {
              key: "name",
              header: t("column.name"),
              cell: (disk: BlockDisk) => (
                <Link className={linkClass} to={`/storage/volume/${location}/${disk.uuid}`}>
                  <ResourceName name={volumeName(disk)} />
                </Link>
              ),
            },
            { key: "size", header: t("column.size"), cell: (disk) => `${disk.size_gb} GB` },
          ]}
          rowActions={(disk) => (
            <DetachButton
              volume={plainName(volumeName(disk))}
              vmName={plainName(vm.name)}
              pending={detach.isPending && detach.variables?.diskUuid === disk.uuid}
              onDetach={() => detach.mutateAsync({ location, diskUuid: disk.uuid, vmUuid: vm.uuid })}
            />
          )}
        />
      ) : (
        <p className={styles.cardText}>{t("vm.noneAttached")}</p>
      )}
      {!allowed && <p className={styles.cardText}>{t("vm.notAllowed", { status: vm.status })}</p>}
      {detached.length === 0 ? (
        <p className={styles.cardText}>
          {t("vm.noneDetached")}{" "}
          <Link className={linkClass} to="/storage/create/volume">
            {t("createForm.title")}
          </Link>
        </p>
      ) : (
        <Inline
          as="form"
          align="end"
          onSubmit={(event) => {
            event.preventDefault();
            if (chosen) attach.mutate({ location, diskUuid: chosen, vmUuid: vm.uuid }, { onSuccess: () => setChosen("") });
          }}
        >
          <Select fieldClassName={computeStyles.growField} label={t("vm.toAttach")} value={chosen} disabled={!allowed} onChange={(event) => setChosen(event.target.value)}>
            <option value="">{t("source.diskChoose")}</option>
            {detached.map((disk) => (
              <option key={disk.uuid} value={disk.uuid}>
                {`${plainName(volumeName(disk))} · ${disk.size_gb} GB`}
              </option>
            ))}
          </Select>
          <Button type="submit" variant="secondary" loading={attach.isPending} disabled={!allowed || !chosen}>
            {t("attach.button")}
          </Button>
        </Inline>
      )}
    </Card>
  );
}
