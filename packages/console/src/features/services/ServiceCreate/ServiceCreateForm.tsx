import { useMemo } from "react";
import { useController, useForm, useWatch } from "react-hook-form";
import { SERVICE_MULTI_NODE_VMS, type BillingAccount, type Location, type PriceLists, type ServiceImage, type ServicePackage } from "@cloudconsole/sdk";
import { Button, Card, Checkbox, Inline, RadioGroup, Select, Stack, TextField } from "@cloudconsole/ui";
import { useFormat } from "../../../format";
import { lazyResolver } from "../../../forms/lazyResolver";
import { BillingAccountSelect } from "../../billing";
import { servicePrice } from "../pricing";
import { useCreateService } from "../queries";
import { SERVICE_NAMES } from "../serviceStatus";
import { loadRules } from "./resolvers";
import type { SizeLimits } from "./serviceCreateChoices";
import type { ServiceCreateValues } from "./serviceCreateRules";
import * as styles from "../services.css";
import { FailureNotice } from "../../../screens/FailureNotice";

export interface ServiceCreateFormProps {
  catalogue: readonly ServiceImage[];
  limits: SizeLimits;
  accounts: readonly BillingAccount[];
  locations: readonly Location[];
  prices: PriceLists | undefined;
  preset: { service: string; version: string };
  onCreated: (service: ServicePackage) => void;
}

/** Name, billing account, service and version, nodes, size, public IP and parameters, with the price before creating. */
export function ServiceCreateForm({ catalogue, limits, accounts, locations, prices, preset, onCreated }: ServiceCreateFormProps) {
  const format = useFormat();
  const create = useCreateService();
  const resolver = useMemo(() => lazyResolver(async () => (await loadRules()).serviceCreateResolverFor(limits)), [limits]);
  const form = useForm<ServiceCreateValues>({
    resolver,
    mode: "onTouched",
    defaultValues: {
      name: "",
      billingAccountId: String((accounts.find((account) => account.is_default) ?? accounts[0])?.id ?? ""),
      service: preset.service,
      version: preset.version,
      nodes: "single",
      vcpu: String(Math.max(2, limits.vcpu.min)),
      ramMb: String(Math.max(2048, limits.ramMb.min)),
      diskGb: String(Math.max(20, limits.diskGb.min)),
      reservePublicIp: true,
      location: (locations.find((location) => location.is_default) ?? locations[0])?.slug ?? "",
    },
  });
  const { errors } = form.formState;
  const serviceChoice = useController({ control: form.control, name: "service" }).field;
  const nodesChoice = useController({ control: form.control, name: "nodes" }).field;
  const values = useWatch({ control: form.control });
  const image = catalogue.find((candidate) => candidate.service === values.service);
  const price = prices
    ? servicePrice(prices, image?.prices, { vcpu: Number(values.vcpu), ramMb: Number(values.ramMb), diskGb: Number(values.diskGb), multiNode: values.nodes === "multi", publicIp: values.reservePublicIp === true })
    : undefined;

  const submit = form.handleSubmit((input) =>
    create.mutate(
      {
        display_name: input.name.trim(),
        billing_account_id: Number(input.billingAccountId),
        service: input.service as ServicePackage["service"],
        version: input.version,
        is_multi_node: input.nodes === "multi",
        vm_cpu: Number(input.vcpu),
        vm_ram: Number(input.ramMb),
        vm_disk_gb: Number(input.diskGb),
        reserve_public_ip: input.reservePublicIp,
        package_parameters: JSON.stringify({ location: input.location }),
      },
      { onSuccess: onCreated },
    ),
  );

  return (
    <Stack as="form" gap="md" className={styles.form} noValidate onSubmit={submit}>
      <Card title="Service" stack>
        <TextField label="Name" required autoComplete="off" error={errors.name?.message} {...form.register("name")} />
        <BillingAccountSelect accounts={accounts} error={errors.billingAccountId?.message} {...form.register("billingAccountId")} />
        <RadioGroup
          label="Service"
          variant="cards"
          name={serviceChoice.name}
          value={serviceChoice.value}
          error={errors.service?.message}
          onValueChange={(service) => {
            serviceChoice.onChange(service);
            form.setValue("version", catalogue.find((candidate) => candidate.service === service)?.versions[0] ?? "");
          }}
          options={catalogue.map((candidate) => ({ value: candidate.service, label: candidate.display_name ?? SERVICE_NAMES[candidate.service] ?? candidate.service, description: `Versions ${candidate.versions.join(", ")}` }))}
        />
        <Select label="Version" required error={errors.version?.message} {...form.register("version")}>
          {(image?.versions ?? []).map((version) => (
            <option key={version}>{version}</option>
          ))}
        </Select>
      </Card>
      <Card title="Size" stack>
        <RadioGroup
          label="Nodes"
          variant="inline"
          name={nodesChoice.name}
          value={nodesChoice.value}
          onValueChange={nodesChoice.onChange}
          options={[
            { value: "single", label: "Single node" },
            { value: "multi", label: `Multi node (${SERVICE_MULTI_NODE_VMS} VMs)` },
          ]}
        />
        <div className={styles.sizes}>
          <TextField label="vCPU" type="number" inputMode="numeric" min={limits.vcpu.min} max={limits.vcpu.max} description={`${limits.vcpu.min} to ${limits.vcpu.max}`} error={errors.vcpu?.message} {...form.register("vcpu")} />
          <TextField label="RAM (MB)" type="number" inputMode="numeric" min={limits.ramMb.min} max={limits.ramMb.max} description={`${limits.ramMb.min} to ${limits.ramMb.max}`} error={errors.ramMb?.message} {...form.register("ramMb")} />
          <TextField label="Disk (GB)" type="number" inputMode="numeric" min={limits.diskGb.min} max={limits.diskGb.max} description={`${limits.diskGb.min} to ${limits.diskGb.max}`} error={errors.diskGb?.message} {...form.register("diskGb")} />
        </div>
        <Checkbox label="Reserve a public IP" description="Reach the service from outside its private network." {...form.register("reservePublicIp")} />
      </Card>
      <Card title="Parameters" stack>
        <Select label="Location" required error={errors.location?.message} {...form.register("location")}>
          {locations.map((location) => (
            <option key={location.slug} value={location.slug}>
              {location.display_name}
            </option>
          ))}
        </Select>
      </Card>
      <Card title="Price" stack>
        {price ? (
          <>
            <p className={styles.price}>{format.money(price.monthly)} a month</p>
            <p className={styles.cardText}>{format.money(price.hourly, { precise: true })} an hour, charged by the hour.</p>
          </>
        ) : (
          <p className={styles.cardText}>{prices ? "Enter the size to see the price." : "Loading prices…"}</p>
        )}
      </Card>
      {create.error && (
        <FailureNotice title="The service was not created" error={create.error} />
      )}
      <Inline>
        <Button type="submit" variant="primary" loading={create.isPending}>
          Create managed service
        </Button>
      </Inline>
    </Stack>
  );
}
