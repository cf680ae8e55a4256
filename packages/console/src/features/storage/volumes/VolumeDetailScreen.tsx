import { Link, useNavigate, useParams } from "react-router";
import { Button, Card, ConfirmDialog, DescriptionList, Inline, Notice, PageHeader, Stack, linkClass } from "@cloudconsole/ui";
import { useFormat } from "../../../format";
import { useT } from "../../../i18n";
import { locationName } from "../../../shared/compute";
import { plainName, ResourceName } from "../../../shared/names";
import * as styles from "../storage.css";
import { StorageBack } from "../StorageBack";
import { volumeMessages } from "./messages";
import { VolumeAttachCard } from "./VolumeAttachCard";
import { priceText, VolumeAttachment } from "./VolumeList";
import { useDeleteVolume, useVolumes, type VolumeResources } from "./volumeQueries";
import { VolumeSettingsCard } from "./VolumeSettingsCard";
import { sourceText } from "./volumeSources";
import { volumeMonthlyPrice, volumeName, type VolumeRow } from "./volumes";

/** /storage/volume/{location}/{uuid}: a volume's size, price, source and billing account, attaching and detaching it, renaming it or moving it to another billing account, and deleting it. */
export function VolumeDetailScreen() {
  const { location = "", uuid = "" } = useParams();
  const resources = useVolumes();
  const row = resources.volumes.find((candidate) => candidate.location === location && candidate.disk.uuid === uuid);
  const t = useT(volumeMessages);
  if (!row) {
    return (
      <Stack as="section" gap="lg" className={styles.screen} aria-labelledby="volume-title">
        <PageHeader className={styles.pageHeader} back={<StorageBack label={t("back")} />} title={<span id="volume-title">{t("detail.volume")}</span>} />
        <Notice tone="error" title={t("detail.notFound")}>
          {t("detail.notFoundText", { uuid, location: locationName(resources.locations, location) })}{" "}
          <Link className={linkClass} to="/storage">
            {t("detail.seeAll")}
          </Link>
        </Notice>
      </Stack>
    );
  }
  return <VolumeDetail key={row.disk.uuid} row={row} resources={resources} />;
}

function VolumeDetail({ row, resources }: { row: VolumeRow; resources: VolumeResources }) {
  const format = useFormat();
  const { disk, location } = row;
  const name = volumeName(disk);
  const t = useT(volumeMessages);
  return (
    <Stack as="section" gap="lg" className={styles.screen} aria-labelledby="volume-title">
      <PageHeader
        className={styles.pageHeader}
        back={<StorageBack label={t("back")} />}
        title={
          <span id="volume-title">
            <ResourceName name={name} />
          </span>
        }
        subtitle={t("detail.subtitle", { location: locationName(resources.locations, location), uuid: disk.uuid })}
      />
      <Card title={t("detail.details")} stack>
        <DescriptionList
          items={[
            { term: t("column.size"), description: `${disk.size_gb} GB` },
            { term: t("column.location"), description: locationName(resources.locations, location) },
            { term: t("detail.madeFrom"), description: sourceText(disk, resources.volumes, t) },
            { term: t("column.attachedTo"), description: <VolumeAttachment row={row} /> },
            { term: t("detail.billingAccount"), description: <ResourceName name={resources.accountName(disk.billing_account_id)} /> },
            { term: t("column.price"), description: priceText(format.money, volumeMonthlyPrice(resources.prices, disk.size_gb), t) },
            { term: t("detail.status"), description: disk.status },
            { term: t("detail.created"), description: format.dateTime(disk.created_at) },
          ]}
        />
      </Card>
      <VolumeAttachCard row={row} vms={resources.vms} />
      <VolumeSettingsCard row={row} accounts={resources.accounts} />
      <DeleteCard row={row} />
    </Stack>
  );
}

/** Deleting is refused while the volume is attached (the platform refuses it too): the card says so and offers nothing to press. */
function DeleteCard({ row }: { row: VolumeRow }) {
  const remove = useDeleteVolume(row.location, row.disk);
  const navigate = useNavigate();
  const name = plainName(volumeName(row.disk));
  const t = useT(volumeMessages);
  const description = row.vm ? t("delete.attached", { vm: plainName(row.vm.name) }) : t("delete.description");
  return (
    <Card title={t("delete.title")} description={description} stack>
      <Inline>
        <ConfirmDialog
          title={t("delete.confirmTitle", { name })}
          description={t("delete.confirmDescription")}
          confirmLabel={t("delete.title")}
          onConfirm={async () => {
            await remove.mutateAsync();
            await navigate("/storage");
          }}
          trigger={
            <Button variant="danger" disabled={Boolean(row.vm)}>
              {t("delete.title")}
            </Button>
          }
        />
      </Inline>
    </Card>
  );
}
