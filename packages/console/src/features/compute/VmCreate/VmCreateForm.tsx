import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useForm, useWatch, type FieldErrors, type UseFormReturn } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQueries, useQuery } from "@tanstack/react-query";
import { vmMutations } from "@cloudconsole/sdk/query";
import { ApiError, type BillingAccount, type Location, type PriceLists, type UiConfig, type VirtualMachine, type VmImage, type VmParameter } from "@cloudconsole/sdk";
import { Button, Card, Notice, PasswordField, Select, Switch, Textarea, TextField } from "@cloudconsole/ui";
import { visuallyHidden } from "@cloudconsole/ui/theme";
import { useApiClient } from "../../../api/ApiClientContext";
import { useApiMutation } from "../../../api/useApiMutation";
import { formatMemory, formatMoney } from "../../../format";
import { creatableLocationOrder, defaultCreateLocation, locationName, vmListQuery } from "../../../shared/compute";
import { BillingAccountSelect } from "../../billing";
import { computeCatalogQueries, storeVm } from "../queries";
import { findReplicaChoice, replicaChoices, replicaLabel, type BootSource, type ReplicaChoice } from "./bootSource";
import { vmPrice } from "./pricing";
import {
  chosenSize,
  imagesOfKind,
  packageDiskProblem,
  packageLabel,
  packageOsProblem,
  parameterMandatory,
  parameterRange,
  publishedVersions,
  toCreateVmBody,
  vmCreateSchema,
  type VmCreateValues,
} from "./vmCreateSchema";
import * as styles from "./VmCreate.css";

/** Values that come in from a link (the app catalogue: typeId=app_catalog, osName, osVersion). */
export interface VmCreatePreset {
  imageKind?: VmCreateValues["imageKind"];
  osName?: string;
  osVersion?: string;
}

export interface VmCreateFormProps {
  config: UiConfig;
  locations: Location[];
  images: VmImage[];
  parameters: VmParameter[];
  billingAccounts: BillingAccount[];
  /** Loads after the form shows; the price appears when it arrives. */
  prices?: PriceLists;
  preset?: VmCreatePreset;
  onCreated: (vm: VirtualMachine, location: string) => void;
}

/** The starting values: the preset image if it exists, else the default one; the default location and account. */
export function initialVmCreateValues({ config, locations, images, billingAccounts, preset = {} }: Pick<VmCreateFormProps, "config" | "locations" | "images" | "billingAccounts" | "preset">): VmCreateValues {
  const presetImage = images.find((image) => image.os_name === preset.osName);
  const imageKind = preset.imageKind ?? (presetImage?.is_app_catalog ? "app_catalog" : "os");
  const candidates = imagesOfKind(images, imageKind);
  const image = (presetImage && Boolean(presetImage.is_app_catalog) === (imageKind === "app_catalog") ? presetImage : undefined) ?? candidates.find((candidate) => candidate.is_default) ?? candidates[0];
  const versions = publishedVersions(image);
  const version = versions.find((candidate) => candidate.os_version === preset.osVersion) ?? versions[0];
  const packages = config.predefinedPackages ?? [];
  const firstPackage = packages.findIndex((pkg) => !packageOsProblem(pkg, image?.os_name ?? ""));
  const account = billingAccounts.find((candidate) => candidate.is_default) ?? (billingAccounts.length === 1 ? billingAccounts[0] : undefined);
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

/** The snapshots and backups of the VMs in every offered location (the VM lists carry storage[].replica[]). */
function useReplicaChoices(locations: readonly Location[]): ReplicaChoice[] {
  const client = useApiClient();
  const combine = useCallback(
    (results: { data?: VirtualMachine[] }[]) => replicaChoices(results.flatMap((result, index) => (result.data ?? []).map((vm) => ({ vm, location: locations[index]?.slug ?? "" })))),
    [locations],
  );
  return useQueries({ queries: locations.map((location) => vmListQuery(client, location.slug)), combine });
}

/** The VM-create form: every rule of spec §5 and the API's constraints before the call; a failed call keeps every value. */
export function VmCreateForm({ config, locations, images, parameters, billingAccounts, prices, preset, onCreated }: VmCreateFormProps) {
  const client = useApiClient();
  const packages = useMemo(() => config.predefinedPackages ?? [], [config.predefinedPackages]);
  // A token restricted to one billing account sees only that one; the server then picks it (spec §5).
  const billingAccountRequired = billingAccounts.length > 1;
  const replicas = useReplicaChoices(locations);
  const schema = useMemo(() => vmCreateSchema({ parameters, packages, billingAccountRequired, replicas }), [parameters, packages, billingAccountRequired, replicas]);
  const [defaultValues] = useState(() => initialVmCreateValues({ config, locations, images, billingAccounts, preset }));
  // Fields appear and disappear with the boot source, so react-hook-form's registration order is not the page's:
  // focus goes to the first invalid field in page order instead.
  const form = useForm<VmCreateValues>({ resolver: zodResolver(schema), defaultValues, mode: "onSubmit", reValidateMode: "onChange", shouldFocusError: false });
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstError = (errors: FieldErrors<VmCreateValues>) => {
    const fields = Array.from(formRef.current?.elements ?? []);
    const first = fields.find((field): field is HTMLInputElement => field instanceof HTMLElement && "name" in field && typeof field.name === "string" && field.name in errors);
    first?.focus();
  };
  const values = useWatch({ control: form.control }) as VmCreateValues;
  const replica = values.bootSource === "replica" ? findReplicaChoice(replicas, values) : undefined;

  const create = useApiMutation({
    mutation: vmMutations.create,
    variables: (submitted: VmCreateValues) => ({ location: submitted.location, body: toCreateVmBody(submitted, packages) }),
    // The summary shows why beside the form, which keeps every value.
    failure: false,
    // The creation progress reads the new VM from its location's list.
    onSuccess: (vm, submitted, queryClient) => storeVm(queryClient, client, submitted.location, vm),
  });

  const size = chosenSize(values, packages);
  const fromDisk = values.bootSource === "disk";
  // An existing disk's size is unknown here: its storage is left out of the price.
  const pricedDiskGb = fromDisk ? 0 : size.diskGb > 0 ? size.diskGb : Number.NaN;
  const price = prices ? vmPrice(prices, { ...size, diskGb: pricedDiskGb, windows: values.osName === "windows", publicIp: values.reservePublicIp }) : undefined;
  const money = (amount: number, precise = false) => formatMoney(amount, { locale: config.siteLocale, currency: config.siteCurrency, precise });
  const selectedImage = images.find((image) => image.os_name === values.osName);

  return (
    <div className={styles.layout}>
      <form
        ref={formRef}
        id="vm-create-form"
        className={styles.form}
        noValidate
        onSubmit={form.handleSubmit((submitted) => create.mutate(submitted, { onSuccess: (vm) => onCreated(vm, submitted.location) }), focusFirstError)}
        aria-label="Create a virtual machine"
      >
        <LocationStep form={form} locations={locations} />
        <BootSourceStep form={form} images={images} packages={packages} replicas={replicas.filter((choice) => choice.location === values.location)} />
        {values.bootSource !== "replica" && <ImageStep form={form} images={images} appsEnabled={Boolean(config.vmAppsEnabled)} packages={packages} />}
        <SizeStep form={form} packages={packages} parameters={parameters} osDisplayName={selectedImage?.display_name ?? values.osName} replica={replica} />
        <AccessStep form={form} parameters={parameters} />
        <PlacementStep form={form} location={values.location} privateNetworks={Boolean(config.privateNetworksEnabled)} />
        <DetailsStep form={form} billingAccounts={billingAccounts} billingAccountRequired={billingAccountRequired} />
      </form>
      <aside className={styles.summary} aria-label="Summary">
        <h2 className={styles.stepTitle}>Summary</h2>
        <ul className={styles.summaryList}>
          <li>{locationName(locations, values.location)}</li>
          {replica && <li>From {replicaLabel(replica)}</li>}
          {fromDisk && <li>Existing disk</li>}
          {(values.bootSource !== "replica" || replica) && (
            <li>
              {selectedImage?.display_name ?? values.osName} {publishedVersions(selectedImage).find((version) => version.os_version === values.osVersion)?.display_name ?? values.osVersion}
            </li>
          )}
          {Number.isFinite(size.vcpu) && size.vcpu > 0 && (
            <li>
              {size.vcpu} vCPU, {formatMemory(size.ramMb)} RAM{fromDisk ? "" : `, ${size.diskGb} GB disk`}
            </li>
          )}
          {values.reservePublicIp && <li>Public IP address</li>}
        </ul>
        <div aria-live="polite">
          {price ? (
            <>
              <p className={styles.price}>{money(price.monthly)} / month</p>
              <p className={styles.priceSub}>{money(price.hourly, true)} / hour</p>
              {fromDisk && <p className={styles.priceSub}>Without the existing disk&apos;s storage.</p>}
            </>
          ) : (
            <p className={styles.priceSub}>{prices ? "Choose a size to see the price." : "Loading prices…"}</p>
          )}
        </div>
        {create.error && (
          <Notice tone="error" role="alert" title="The virtual machine was not created">
            {create.error instanceof ApiError ? create.error.errorMessage : create.error.message}
            {create.error instanceof ApiError && create.error.correlationId ? ` [${create.error.correlationId}]` : ""}
          </Notice>
        )}
        <Button type="submit" form="vm-create-form" variant="primary" fullWidth loading={create.isPending}>
          Create virtual machine
        </Button>
      </aside>
    </div>
  );
}

type StepProps = { form: UseFormReturn<VmCreateValues> };

function LocationStep({ form, locations }: StepProps & { locations: Location[] }) {
  const error = form.formState.errors.location?.message;
  return (
    <Card as="section" stack aria-labelledby="step-location">
      <h2 id="step-location" className={styles.stepTitle}>
        Location
      </h2>
      <fieldset className={styles.choices} aria-describedby={error ? "location-error" : undefined}>
        <legend className={styles.legend}>Data centre</legend>
        {creatableLocationOrder(locations).map((location) => (
          <label key={location.slug} className={styles.choice}>
            <input className={styles.choiceInput} type="radio" value={location.slug} disabled={Boolean(location.create_resource_disabled)} {...form.register("location")} />
            <span className={styles.choiceTitle}>{location.display_name}</span>
            <span className={styles.choiceText}>{location.create_resource_disabled ? "New resources paused" : location.is_preferred ? "Preferred" : location.description}</span>
          </label>
        ))}
      </fieldset>
      {error && (
        <p id="location-error" className={styles.error}>
          {error}
        </p>
      )}
    </Card>
  );
}

/** Takes an OS into the form: its version, the username it starts with, and a package that can carry it. */
function adoptOs(form: UseFormReturn<VmCreateValues>, packages: UiConfig["predefinedPackages"], osName: string, osVersion: string) {
  form.setValue("osName", osName, { shouldValidate: form.formState.isSubmitted });
  form.setValue("osVersion", osVersion, { shouldValidate: form.formState.isSubmitted });
  // Windows logs in as Administrator; other systems start with root.
  const username = form.getValues("username");
  if (osName === "windows" && username === "root") form.setValue("username", "");
  if (osName !== "windows" && osName !== "" && username === "") form.setValue("username", "root");
  // A package that cannot carry the new OS gives way to the first one that can.
  const current = packages?.[Number(form.getValues("packageIndex"))];
  if (form.getValues("sizeMode") === "package" && current && osName && packageOsProblem(current, osName)) {
    const next = packages?.findIndex((pkg) => !packageOsProblem(pkg, osName)) ?? -1;
    if (next >= 0) form.setValue("packageIndex", String(next));
    else form.setValue("sizeMode", "custom");
  }
}

const BOOT_SOURCES: { value: BootSource; title: string; text: string }[] = [
  { value: "image", title: "Operating system image", text: "A fresh system from the image list" },
  { value: "replica", title: "Snapshot or backup", text: "A copy of one of your virtual machines" },
  { value: "disk", title: "Existing disk", text: "A disk no machine uses" },
];

/**
 * Image (today's default), a snapshot or backup of a VM in this location (it brings its OS and needs a disk at least
 * its size), or an existing unattached disk (its size stays; no disk size is asked).
 */
function BootSourceStep({ form, images, packages, replicas }: StepProps & { images: VmImage[]; packages: UiConfig["predefinedPackages"]; replicas: ReplicaChoice[] }) {
  const [source, location] = useWatch({ control: form.control, name: ["bootSource", "location"] });
  const errors = form.formState.errors;
  // The image picked before a replica took over, given back when the user returns to an image or a disk.
  const imageBeforeReplica = useRef<Pick<VmCreateValues, "imageKind" | "osName" | "osVersion">>(undefined);
  // Replicas belong to a location: moving elsewhere asks for a new one (the first render keeps the defaults).
  const previousLocation = useRef(location);
  useEffect(() => {
    if (previousLocation.current === location) return;
    previousLocation.current = location;
    form.setValue("sourceUuid", "");
    form.setValue("sourceReplica", "");
  }, [form, location]);

  const adoptReplica = (choice: ReplicaChoice) => {
    form.setValue("sourceUuid", choice.vmUuid);
    form.setValue("imageKind", images.find((image) => image.os_name === choice.osName)?.is_app_catalog ? "app_catalog" : "os");
    adoptOs(form, packages, choice.osName, choice.osVersion);
    // The disk starts at the replica's size (it cannot be smaller); CPU and RAM start as the source machine's.
    form.setValue("sizeMode", "custom");
    const diskGb = Number(form.getValues("diskGb"));
    if (!(diskGb >= choice.sizeGb)) form.setValue("diskGb", String(choice.sizeGb));
    if (form.getValues("vcpu").trim() === "") form.setValue("vcpu", String(choice.vcpu));
    if (form.getValues("ramMb").trim() === "") form.setValue("ramMb", String(choice.memoryMb));
    if (form.formState.isSubmitted) void form.trigger();
  };

  const chooseSource = (next: BootSource) => {
    const current = form.getValues("bootSource");
    if (next === "replica" && current !== "replica") {
      imageBeforeReplica.current = { imageKind: form.getValues("imageKind"), osName: form.getValues("osName"), osVersion: form.getValues("osVersion") };
      const chosen = replicas.find((choice) => choice.vmUuid === form.getValues("sourceUuid") && choice.replicaUuid === form.getValues("sourceReplica"));
      if (chosen) adoptReplica(chosen);
    }
    if (next !== "replica" && current === "replica" && imageBeforeReplica.current) {
      form.setValue("imageKind", imageBeforeReplica.current.imageKind);
      adoptOs(form, packages, imageBeforeReplica.current.osName, imageBeforeReplica.current.osVersion);
    }
    form.setValue("bootSource", next, { shouldValidate: form.formState.isSubmitted });
  };

  const { onChange: onReplicaChange, ...replicaField } = form.register("sourceReplica");
  return (
    <Card as="section" stack aria-labelledby="step-boot">
      <h2 id="step-boot" className={styles.stepTitle}>
        Boot source
      </h2>
      <fieldset className={styles.choices}>
        <legend className={visuallyHidden}>Boot source</legend>
        {BOOT_SOURCES.map((option) => (
          <label key={option.value} className={styles.choice}>
            <input className={styles.choiceInput} type="radio" name="bootSource" value={option.value} checked={source === option.value} onChange={() => chooseSource(option.value)} />
            <span className={styles.choiceTitle}>{option.title}</span>
            <span className={styles.choiceText}>{option.text}</span>
          </label>
        ))}
      </fieldset>
      {source === "replica" && (
        <Select
            label="Snapshot or backup"
            required
            description={
              replicas.length > 0
                ? "The new machine starts as a copy of it, with its operating system."
                : "No virtual machine in this location has a snapshot or backup. Take one on a machine's Backups & snapshots tab."
            }
            error={errors.sourceReplica?.message}
            {...replicaField}
            onChange={(event) => {
              void onReplicaChange(event);
              const chosen = replicas.find((choice) => choice.replicaUuid === event.target.value);
              if (chosen) adoptReplica(chosen);
              else form.setValue("sourceUuid", "");
            }}
          >
            <option value="">Choose a snapshot or backup</option>
            {replicas.map((choice) => (
              <option key={`${choice.vmUuid}|${choice.replicaUuid}`} value={choice.replicaUuid}>
                {replicaLabel(choice)}
              </option>
            ))}
          </Select>
      )}
      {source === "disk" && (
        <TextField
          label="Disk UUID"
          required
          autoComplete="off"
          spellCheck={false}
          placeholder="3f1c2a9e-5b7d-4e21-9a0c-6d8e4f2b1a37"
          description="A disk that is not attached to any virtual machine, in the same location, for example one left by a deleted machine. It becomes the primary disk and keeps its size."
          error={errors.diskUuid?.message}
          {...form.register("diskUuid")}
        />
      )}
    </Card>
  );
}

function ImageStep({ form, images, appsEnabled, packages }: StepProps & { images: VmImage[]; appsEnabled: boolean; packages: UiConfig["predefinedPackages"] }) {
  const [kind, osName, source] = useWatch({ control: form.control, name: ["imageKind", "osName", "bootSource"] });
  const shown = imagesOfKind(images, kind);
  const versions = publishedVersions(images.find((image) => image.os_name === osName));
  const pick = (image: VmImage | undefined) => adoptOs(form, packages, image?.os_name ?? "", publishedVersions(image)[0]?.os_version ?? "");
  const { onChange: onOsChange, ...osField } = form.register("osName");
  return (
    <Card as="section" stack aria-labelledby="step-image">
      <h2 id="step-image" className={styles.stepTitle}>
        Image
      </h2>
      {source === "disk" && <p className={styles.stepText}>The system installed on the disk.</p>}
      {appsEnabled && (
        <fieldset className={styles.segmented}>
          <legend className={visuallyHidden}>
            Image type
          </legend>
          {(
            [
              ["os", "Operating systems"],
              ["app_catalog", "Apps"],
            ] as const
          ).map(([value, label]) => (
            <label key={value} className={styles.segment}>
              <input
                className={styles.choiceInput}
                type="radio"
                name="imageKind"
                value={value}
                checked={kind === value}
                onChange={() => {
                  form.setValue("imageKind", value);
                  pick(imagesOfKind(images, value).find((image) => image.is_default) ?? imagesOfKind(images, value)[0]);
                }}
              />
              {label}
            </label>
          ))}
        </fieldset>
      )}
      <fieldset className={styles.choices}>
        <legend className={styles.legend}>{kind === "app_catalog" ? "App" : "Operating system"}</legend>
        {shown.map((image) => (
          <label key={image.os_name} className={styles.choice}>
            <input
              className={styles.choiceInput}
              type="radio"
              value={image.os_name}
              {...osField}
              onChange={(event) => {
                void onOsChange(event);
                pick(image);
              }}
            />
            <span className={styles.choiceTitle}>{image.display_name ?? image.os_name}</span>
            <span className={styles.choiceText}>{publishedVersions(image).length} version{publishedVersions(image).length === 1 ? "" : "s"}</span>
          </label>
        ))}
      </fieldset>
      <Select label="Version" required error={form.formState.errors.osVersion?.message} {...form.register("osVersion")}>
        {versions.map((version) => (
          <option key={version.os_version} value={version.os_version}>
            {version.display_name ?? version.os_version}
          </option>
        ))}
      </Select>
    </Card>
  );
}

function SizeStep({
  form,
  packages,
  parameters,
  osDisplayName,
  replica,
}: StepProps & { packages: NonNullable<UiConfig["predefinedPackages"]>; parameters: VmParameter[]; osDisplayName: string; replica?: ReplicaChoice }) {
  const [mode, osName, packageIndex, source] = useWatch({ control: form.control, name: ["sizeMode", "osName", "packageIndex", "bootSource"] });
  const errors = form.formState.errors;
  const vcpuRange = parameterRange(parameters, "vcpu", osName);
  const ramRange = parameterRange(parameters, "ram", osName);
  const apiDiskRange = parameterRange(parameters, "disks", osName);
  // A replica's disk cannot shrink: its size is the least the new disk can have.
  const diskRange = replica ? { ...apiDiskRange, min: Math.max(apiDiskRange.min ?? 1, replica.sizeGb) } : apiDiskRange;
  const rangeText = (range: { min?: number; max?: number }, unit: string) =>
    range.min !== undefined && range.max !== undefined ? `${range.min}–${range.max} ${unit}` : undefined;
  const notice = packages[Number(packageIndex)]?.notice;
  return (
    <Card as="section" stack aria-labelledby="step-size">
      <h2 id="step-size" className={styles.stepTitle}>
        Size
      </h2>
      {packages.length > 0 && (
        <fieldset className={styles.segmented}>
          <legend className={visuallyHidden}>Size type</legend>
          <label className={styles.segment}>
            <input className={styles.choiceInput} type="radio" value="package" {...form.register("sizeMode")} />
            Packages
          </label>
          <label className={styles.segment}>
            <input className={styles.choiceInput} type="radio" value="custom" {...form.register("sizeMode")} />
            Custom
          </label>
        </fieldset>
      )}
      {mode === "package" ? (
        <>
          <fieldset className={styles.choices} aria-describedby={errors.packageIndex ? "package-error" : undefined}>
            <legend className={styles.legend}>Package</legend>
            {packages.map((pkg, index) => {
              const problem = packageOsProblem(pkg, osName, osDisplayName) ?? packageDiskProblem(pkg, replica);
              return (
                <label key={packageLabel(pkg)} className={styles.choice}>
                  <input className={styles.choiceInput} type="radio" value={String(index)} disabled={Boolean(problem)} {...form.register("packageIndex")} />
                  <span className={styles.choiceTitle}>
                    {pkg.cpu} vCPU / {pkg.ram} GB
                  </span>
                  <span className={styles.choiceText}>{problem ?? (source === "disk" ? "On the existing disk" : `${pkg.ssd} GB SSD`)}</span>
                </label>
              );
            })}
          </fieldset>
          {errors.packageIndex && (
            <p id="package-error" className={styles.error}>
              {errors.packageIndex.message}
            </p>
          )}
          {notice && <Notice tone="primary">{notice}</Notice>}
        </>
      ) : (
        <div className={styles.row}>
          <TextField label="vCPU" inputMode="numeric" required description={rangeText(vcpuRange, "vCPU")} error={errors.vcpu?.message} {...form.register("vcpu")} />
          <TextField label="RAM (MB)" inputMode="numeric" required description={rangeText(ramRange, "MB")} error={errors.ramMb?.message} {...form.register("ramMb")} />
          {source !== "disk" && (
            <TextField label="Disk (GB)" inputMode="numeric" required description={rangeText(diskRange, "GB")} error={errors.diskGb?.message} {...form.register("diskGb")} />
          )}
        </div>
      )}
    </Card>
  );
}

function AccessStep({ form, parameters }: StepProps & { parameters: VmParameter[] }) {
  const [method, osName] = useWatch({ control: form.control, name: ["authMethod", "osName"] });
  const errors = form.formState.errors;
  return (
    <Card as="section" stack aria-labelledby="step-access">
      <h2 id="step-access" className={styles.stepTitle}>
        Access
      </h2>
      <TextField label="Username" autoComplete="off" required={parameterMandatory(parameters, "username", osName)} error={errors.username?.message} {...form.register("username")} />
      <fieldset className={styles.segmented}>
        <legend className={visuallyHidden}>Sign-in method</legend>
        <label className={styles.segment}>
          <input className={styles.choiceInput} type="radio" value="password" {...form.register("authMethod")} />
          Use a password
        </label>
        <label className={styles.segment}>
          <input className={styles.choiceInput} type="radio" value="public_key" {...form.register("authMethod")} />
          Use an SSH key
        </label>
      </fieldset>
      {method === "password" ? (
        <PasswordField label="Password" autoComplete="new-password" required error={errors.password?.message} {...form.register("password")} />
      ) : (
        <Textarea monospace label="SSH public key" required placeholder="ssh-ed25519 AAAA…" error={errors.publicKey?.message} {...form.register("publicKey")} />
      )}
    </Card>
  );
}

function PlacementStep({ form, location, privateNetworks }: StepProps & { location: string; privateNetworks: boolean }) {
  const client = useApiClient();
  const pools = useQuery({ ...computeCatalogQueries.hostPools(client, location), enabled: Boolean(location) });
  const networks = useQuery({ ...computeCatalogQueries.networks(client, location), enabled: Boolean(location) && privateNetworks });
  // Choices belong to a location: moving elsewhere falls back to the defaults.
  useEffect(() => {
    form.setValue("hostPoolUuid", "");
    form.setValue("networkUuid", "");
  }, [form, location]);
  return (
    <Card as="section" stack aria-labelledby="step-placement">
      <h2 id="step-placement" className={styles.stepTitle}>
        Network and placement
      </h2>
      {privateNetworks && (
        <Select label="Private network" description="Leave on the default to use the location's default network." {...form.register("networkUuid")}>
          <option value="">Default network</option>
          {networks.data
            ?.filter((network) => !network.is_default)
            .map((network) => (
              <option key={network.uuid} value={network.uuid}>
                {network.name} ({network.subnet})
              </option>
            ))}
        </Select>
      )}
      <Switch label="Reserve a public IP address" description="A floating IP address assigned to the new machine." {...form.register("reservePublicIp")} />
      <Select label="Host pool" {...form.register("hostPoolUuid")}>
        <option value="">Default</option>
        {pools.data
          ?.filter((pool) => !pool.is_default_designated)
          .map((pool) => (
            <option key={pool.uuid} value={pool.uuid}>
              {pool.name}
            </option>
          ))}
      </Select>
      <Textarea monospace label="Cloud-init" description="Optional user data (YAML or JSON), run on first boot." {...form.register("cloudInit")} />
    </Card>
  );
}

function DetailsStep({ form, billingAccounts, billingAccountRequired }: StepProps & { billingAccounts: BillingAccount[]; billingAccountRequired: boolean }) {
  const errors = form.formState.errors;
  return (
    <Card as="section" stack aria-labelledby="step-details">
      <h2 id="step-details" className={styles.stepTitle}>
        Details
      </h2>
      <TextField label="Name" required autoComplete="off" spellCheck={false} error={errors.name?.message} {...form.register("name")} />
      <TextField label="Description" {...form.register("description")} />
      <BillingAccountSelect accounts={billingAccounts} required={billingAccountRequired} error={errors.billingAccountId?.message} {...form.register("billingAccountId")} />
    </Card>
  );
}
