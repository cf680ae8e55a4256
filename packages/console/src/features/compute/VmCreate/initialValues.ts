import type { BillingAccount, Location, UiConfig, VmImage } from "@cloudconsole/sdk";
import { sizeLimitsOf } from "../../../shared/billing";
import { defaultCreateLocation } from "../../../shared/compute";
import { imagesOfKind, packageDefaultImage, packageFitsLimits, packageSuitsOs, publishedVersions } from "./vmCreateHelpers";
import type { VmCreateValues } from "./vmCreateRules";

/** Values that come in from a link (the app catalogue: typeId=app_catalog, osName, osVersion). */
export interface VmCreatePreset {
  imageKind?: VmCreateValues["imageKind"];
  osName?: string;
  osVersion?: string;
}

/** What the starting values are drawn from. */
export interface InitialValuesSource {
  config: UiConfig;
  locations: readonly Location[];
  images: readonly VmImage[];
  billingAccounts: readonly BillingAccount[];
  preset?: VmCreatePreset;
}

/**
 * The starting values: the preset image if it exists (an app only where the site offers apps), else the first
 * package's default OS, else the default image of its tab; its first published version; the first package that can
 * carry it (and a LIMITED account may create); the default location and billing account (or the only account there is).
 */
export function initialVmCreateValues({ config, locations, images, billingAccounts, preset = {} }: InitialValuesSource): VmCreateValues {
  const appsEnabled = config.vmAppsEnabled === true;
  const offered = appsEnabled ? images : images.filter((image) => !image.is_app_catalog);
  const presetImage = offered.find((image) => image.os_name === preset.osName);
  const imageKind = (appsEnabled ? preset.imageKind : undefined) ?? (presetImage?.is_app_catalog ? "app_catalog" : "os");
  const candidates = imagesOfKind(offered, imageKind);
  const packages = config.predefinedPackages ?? [];
  const packageDefault = imageKind === "os" ? packageDefaultImage(packages[0], images) : undefined;
  const image =
    (presetImage && Boolean(presetImage.is_app_catalog) === (imageKind === "app_catalog") ? presetImage : undefined) ??
    packageDefault ??
    candidates.find((candidate) => candidate.is_default) ??
    candidates[0];
  const versions = publishedVersions(image);
  const version = versions.find((candidate) => candidate.os_version === preset.osVersion) ?? versions[0];
  const account = billingAccounts.find((candidate) => candidate.is_default) ?? (billingAccounts.length === 1 ? billingAccounts[0] : undefined);
  const limits = sizeLimitsOf(account, config.limitedBillingAccountConfig);
  const firstPackage = packages.findIndex((pkg) => packageSuitsOs(pkg, image?.os_name ?? "") && packageFitsLimits(pkg, limits));
  return {
    name: "",
    description: "",
    location: defaultCreateLocation(locations)?.slug ?? "",
    bootSource: "image",
    sourceUuid: "",
    sourceReplica: "",
    diskUuid: "",
    imageKind,
    osName: image?.os_name ?? "",
    osVersion: version?.os_version ?? "",
    sizeMode: firstPackage >= 0 ? "package" : "custom",
    packageIndex: firstPackage >= 0 ? String(firstPackage) : "",
    vcpu: "",
    ramMb: "",
    diskGb: "",
    username: image?.os_name === "windows" ? "" : "root",
    authMethod: "password",
    password: "",
    publicKey: "",
    cloudInit: "",
    networkUuid: "",
    reservePublicIp: true,
    hostPoolUuid: "",
    billingAccountId: account ? String(account.id) : "",
  };
}
