import { Link, useNavigate, useParams } from "react-router";
import { Button, Card, ConfirmDialog, DescriptionList, Inline, Notice, PageHeader, Stack, linkClass } from "@cloudconsole/ui";
import { useFormat } from "../../../format";
import { locationName } from "../../../shared/compute";
import { plainName, ResourceName } from "../../../shared/names";
import * as styles from "../storage.css";
import { storageBack } from "../storageBack";
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
  if (!row) {
    return (
      <Stack as="section" gap="lg" className={styles.screen} aria-labelledby="volume-title">
        <PageHeader className={styles.pageHeader} back={storageBack} title={<span id="volume-title">Volume</span>} />
        <Notice tone="error" title="Not found">
          There is no volume {uuid} in {locationName(resources.locations, location)}. It may have been deleted.{" "}
          <Link className={linkClass} to="/storage">
            See all volumes
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
  return (
    <Stack as="section" gap="lg" className={styles.screen} aria-labelledby="volume-title">
      <PageHeader
        className={styles.pageHeader}
        back={storageBack}
        title={
          <span id="volume-title">
            <ResourceName name={name} />
          </span>
        }
        subtitle={`Volume · ${locationName(resources.locations, location)} · ${disk.uuid}`}
      />
      <Card title="Details" stack>
        <DescriptionList
          items={[
            { term: "Size", description: `${disk.size_gb} GB` },
            { term: "Location", description: locationName(resources.locations, location) },
            { term: "Made from", description: sourceText(disk, resources.volumes) },
            { term: "Attached to", description: <VolumeAttachment row={row} /> },
            { term: "Billing account", description: <ResourceName name={resources.accountName(disk.billing_account_id)} /> },
            { term: "Price", description: priceText(format.money, volumeMonthlyPrice(resources.prices, disk.size_gb)) },
            { term: "Status", description: disk.status },
            { term: "Created", description: format.dateTime(disk.created_at) },
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
  const description = row.vm
    ? `A volume attached to a virtual machine cannot be deleted: detach it from ${plainName(row.vm.name)} first.`
    : "The volume and its data are deleted.";
  return (
    <Card title="Delete volume" description={description} stack>
      <Inline>
        <ConfirmDialog
          title={`Delete the volume ${name}?`}
          description="Its data is deleted with it. This cannot be undone."
          confirmLabel="Delete volume"
          onConfirm={async () => {
            await remove.mutateAsync();
            await navigate("/storage");
          }}
          trigger={
            <Button variant="danger" disabled={Boolean(row.vm)}>
              Delete volume
            </Button>
          }
        />
      </Inline>
    </Card>
  );
}
