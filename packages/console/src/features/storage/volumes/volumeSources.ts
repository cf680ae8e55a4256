import type { BlockDisk, VmImage } from "@cloudconsole/sdk";
import { plainName } from "../../../shared/names";
import type { VolumeT } from "./messages";
import { volumeName, type VolumeRow } from "./volumes";

/** What a volume is made from, as the platform names it. */
export type VolumeSourceType = BlockDisk["source_image_type"];

/** A kind of start, and the words of its second field (which image, volume or snapshot); an empty disk has none. */
export interface VolumeSourceKind {
  type: VolumeSourceType;
  label: string;
  source?: { label: string; choose: string; none: string };
}

/** The choices of what a new volume starts from, in the order offered, in the customer's language. */
export function volumeSourceKinds(t: VolumeT): readonly VolumeSourceKind[] {
  return [
    { type: "EMPTY", label: t("source.empty") },
    { type: "OS_BASE", label: t("source.image"), source: { label: t("source.imageLabel"), choose: t("source.imageChoose"), none: t("source.imageNone") } },
    { type: "DISK", label: t("source.disk"), source: { label: t("source.diskLabel"), choose: t("source.diskChoose"), none: t("source.diskNone") } },
    { type: "SNAPSHOT", label: t("source.snapshot"), source: { label: t("source.snapshotLabel"), choose: t("source.snapshotChoose"), none: t("source.snapshotNone") } },
  ];
}

/** One source on offer: what is sent as `source_image`, what is shown, and the size a copy takes from it. */
export interface VolumeSourceOption {
  value: string;
  label: string;
  sizeGb?: number;
}

/** The operating systems' images (not the app catalogue's), each version named `<os>_<version>` as the platform takes them. */
export function osImageSources(images: readonly VmImage[]): VolumeSourceOption[] {
  return images
    .filter((image) => !image.is_app_catalog)
    .flatMap((image) =>
      image.versions
        .filter((version) => version.published !== false)
        .map((version) => ({ value: `${image.os_name}_${version.os_version}`, label: `${image.display_name ?? image.os_name} ${version.display_name ?? version.os_version}` })),
    );
}

/** The volumes of a location, to copy. */
export function diskSources(volumes: readonly VolumeRow[], location: string): VolumeSourceOption[] {
  return volumes
    .filter((row) => row.location === location)
    .map(({ disk }) => ({ value: disk.uuid, label: `${plainName(volumeName(disk))} · ${disk.size_gb} GB`, sizeGb: disk.size_gb }));
}

/** The snapshots of a location's volumes, each named with its volume. */
export function snapshotSources(volumes: readonly VolumeRow[], location: string): VolumeSourceOption[] {
  return volumes
    .filter((row) => row.location === location)
    .flatMap(({ disk }) =>
      (disk.snapshots ?? []).map((snapshot) => ({
        value: snapshot.uuid,
        label: `${plainName(volumeName(disk))} · ${plainName(snapshot.display_name?.trim() || snapshot.uuid)} · ${snapshot.size_gb} GB`,
        sizeGb: snapshot.size_gb,
      })),
    );
}

/** What the Details of a volume say it was made from, naming a copied volume when it is still there. */
export function sourceText(disk: Pick<BlockDisk, "source_image_type" | "source_image">, volumes: readonly VolumeRow[], t: VolumeT): string {
  const source = disk.source_image ?? "";
  if (disk.source_image_type === "OS_BASE") return t("madeFrom.image", { source });
  if (disk.source_image_type === "DISK") {
    const copied = volumes.find((row) => row.disk.uuid === source);
    return t("madeFrom.disk", { source: copied ? plainName(volumeName(copied.disk)) : source });
  }
  if (disk.source_image_type === "SNAPSHOT") return t("madeFrom.snapshot", { source });
  return t("madeFrom.empty");
}
