import type { PredefinedPackage, VmImage } from "@cloudconsole/sdk";
import { findReplicaChoice, type BootSource, type ReplicaChoice } from "./bootSource";
import { imagesOfKind, packageDefaultImage, packageSuitsOs, publishedVersions } from "./vmCreateHelpers";
import type { VmCreateValues } from "./vmCreateRules";

/**
 * What changes in the VM-create form when a visitor makes a choice other fields depend on: picking a location, a
 * boot source, an image type, an image, a package or a snapshot. Pure: the form applies the result in one place. Any
 * other field (a size, a name) changes nothing but itself.
 */

/** A choice that other fields follow. */
export type FieldChange =
  | { field: "location"; value: string }
  | { field: "bootSource"; value: BootSource }
  | { field: "imageKind"; value: VmCreateValues["imageKind"] }
  | { field: "osName"; value: string }
  | { field: "packageIndex"; value: string }
  | { field: "sourceReplica"; value: string };

/** The image a visitor had picked, kept while a snapshot or backup supplies the system. */
export type ImageChoice = Pick<VmCreateValues, "imageKind" | "osName" | "osVersion">;

/** The form's values and what it remembers between choices. */
export interface FormState {
  values: VmCreateValues;
  /** The image picked before a snapshot or backup took over, given back when the visitor leaves that boot source. */
  imageBeforeReplica?: ImageChoice;
  /** Whether the visitor (or the link they came by) chose the system: a package's default OS then no longer replaces it. */
  osChosen?: boolean;
}

/** What the choices draw on: the images, the provider's packages, and every snapshot and backup (of every location). */
export interface TransitionCatalog {
  images: readonly VmImage[];
  packages: readonly PredefinedPackage[];
  replicas: readonly ReplicaChoice[];
}

/**
 * Takes an OS into the values: its version; the username it starts with (Windows signs in as Administrator, so an
 * untouched 'root' is cleared; other systems start as root); a package that can carry it, else a custom size.
 */
export function adoptOs(values: VmCreateValues, osName: string, osVersion: string, packages: readonly PredefinedPackage[]): VmCreateValues {
  const next = { ...values, osName, osVersion };
  if (osName === "windows" && next.username === "root") next.username = "";
  if (osName !== "windows" && osName !== "" && next.username === "") next.username = "root";
  const current = packages[Number(next.packageIndex)];
  if (next.sizeMode === "package" && current && osName && !packageSuitsOs(current, osName)) {
    const suitable = packages.findIndex((pkg) => packageSuitsOs(pkg, osName));
    if (suitable >= 0) next.packageIndex = String(suitable);
    else next.sizeMode = "custom";
  }
  return next;
}

/**
 * Takes a snapshot or backup into the values: its VM, its system (and the image tab that system is on), and a custom
 * size whose disk is at least the replica's (it cannot shrink); CPU and RAM start as the source machine's if empty.
 */
export function adoptReplica(values: VmCreateValues, choice: ReplicaChoice, { images, packages }: Pick<TransitionCatalog, "images" | "packages">): VmCreateValues {
  const imageKind = images.find((image) => image.os_name === choice.osName)?.is_app_catalog ? "app_catalog" : "os";
  const next = adoptOs({ ...values, sourceUuid: choice.vmUuid, imageKind }, choice.osName, choice.osVersion, packages);
  next.sizeMode = "custom";
  if (!(Number(next.diskGb) >= choice.sizeGb)) next.diskGb = String(choice.sizeGb);
  if (next.vcpu.trim() === "") next.vcpu = String(choice.vcpu);
  if (next.ramMb.trim() === "") next.ramMb = String(choice.memoryMb);
  return next;
}

/** Picks an image: its OS with its first published version. */
function pickImage(values: VmCreateValues, image: VmImage | undefined, packages: readonly PredefinedPackage[]): VmCreateValues {
  return adoptOs(values, image?.os_name ?? "", publishedVersions(image)[0]?.os_version ?? "", packages);
}

/** The state after a choice: the chosen value and everything that follows from it. */
export function applyFieldChange(state: FormState, change: FieldChange, catalog: TransitionCatalog): FormState {
  const { values } = state;
  switch (change.field) {
    case "location":
      // Snapshots, host pools and networks belong to a location: moving elsewhere falls back to the defaults.
      return { ...state, values: { ...values, location: change.value, sourceUuid: "", sourceReplica: "", hostPoolUuid: "", networkUuid: "" } };
    case "imageKind": {
      const candidates = imagesOfKind(catalog.images, change.value);
      const image = candidates.find((candidate) => candidate.is_default) ?? candidates[0];
      return { ...state, osChosen: true, values: pickImage({ ...values, imageKind: change.value }, image, catalog.packages) };
    }
    case "osName":
      return { ...state, osChosen: true, values: pickImage(values, catalog.images.find((image) => image.os_name === change.value), catalog.packages) };
    case "packageIndex":
      return { ...state, values: choosePackage(state, change.value, catalog) };
    case "sourceReplica": {
      const next = { ...values, sourceReplica: change.value };
      const choice = catalog.replicas.find((candidate) => candidate.location === values.location && candidate.replicaUuid === change.value);
      return { ...state, values: choice ? adoptReplica(next, choice, catalog) : { ...next, sourceUuid: "" } };
    }
    case "bootSource":
      return chooseBootSource(state, change.value, catalog);
  }
}

/** A package comes with its default OS, unless the visitor chose the system (or a snapshot, backup or app supplies it). */
function choosePackage({ values, osChosen }: FormState, packageIndex: string, { images, packages }: TransitionCatalog): VmCreateValues {
  const next = { ...values, packageIndex };
  const image = packageDefaultImage(packages[Number(packageIndex)], images);
  if (osChosen || !image || values.bootSource === "replica" || values.imageKind !== "os" || image.os_name === values.osName) return next;
  return pickImage(next, image, packages);
}

/** Entering "snapshot or backup" remembers the image and takes a replica already chosen; leaving it gives the image back. */
function chooseBootSource(state: FormState, next: BootSource, catalog: TransitionCatalog): FormState {
  const { values } = state;
  const current = values.bootSource;
  if (next === "replica" && current !== "replica") {
    const chosen = findReplicaChoice(catalog.replicas, values);
    const remembered: ImageChoice = { imageKind: values.imageKind, osName: values.osName, osVersion: values.osVersion };
    return { imageBeforeReplica: remembered, values: { ...(chosen ? adoptReplica(values, chosen, catalog) : values), bootSource: next } };
  }
  if (next !== "replica" && current === "replica" && state.imageBeforeReplica) {
    const { imageKind, osName, osVersion } = state.imageBeforeReplica;
    return { ...state, values: { ...adoptOs({ ...values, imageKind }, osName, osVersion, catalog.packages), bootSource: next } };
  }
  return { ...state, values: { ...values, bootSource: next } };
}
