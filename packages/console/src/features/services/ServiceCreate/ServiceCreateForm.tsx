import { useMemo } from "react";
import { useController, useForm, useWatch } from "react-hook-form";
import { SERVICE_MULTI_NODE_VMS, type BillingAccount, type Location, type PriceLists, type ServiceImage, type ServicePackage } from "@cloudconsole/sdk";
import { Button, Card, Checkbox, Inline, RadioGroup, Select, Stack, TextField } from "@cloudconsole/ui";
import { useFormat } from "../../../format";
import { lazyResolver } from "../../../forms/lazyResolver";
import { useT } from "../../../i18n";
import { BillingAccountSelect } from "../../billing";
import { servicePrice } from "../pricing";
import { useCreateService } from "../queries";
import { servicesMessages } from "../messages";
import { serviceTypeName } from "../serviceStatus";
import { serviceCreateMessages } from "./messages";
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
  const t = useT(serviceCreateMessages);
  const serviceT = useT(servicesMessages);
  const resolver = useMemo(() => lazyResolver(async () => (await loadRules()).serviceCreateResolverFor(limits, t)), [limits, t]);
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
      <Card title={t("section.service")} stack>
        <TextField label={t("name")} required autoComplete="off" error={errors.name?.message} {...form.register("name")} />
        <BillingAccountSelect accounts={accounts} error={errors.billingAccountId?.message} {...form.register("billingAccountId")} />
        <RadioGroup
          label={t("service")}
          variant="cards"
          name={serviceChoice.name}
          value={serviceChoice.value}
          error={errors.service?.message}
          onValueChange={(service) => {
            serviceChoice.onChange(service);
            form.setValue("version", catalogue.find((candidate) => candidate.service === service)?.versions[0] ?? "");
          }}
          options={catalogue.map((candidate) => ({ value: candidate.service, label: candidate.display_name ?? serviceTypeName(candidate.service, serviceT), description: t("versions", { versions: candidate.versions.join(", ") }) }))}
        />
        <Select label={t("version")} required error={errors.version?.message} {...form.register("version")}>
          {(image?.versions ?? []).map((version) => (
            <option key={version}>{version}</option>
          ))}
        </Select>
      </Card>
      <Card title={t("section.size")} stack>
        <RadioGroup
          label={t("nodes")}
          variant="inline"
          name={nodesChoice.name}
          value={nodesChoice.value}
          onValueChange={nodesChoice.onChange}
          options={[
            { value: "single", label: t("nodes.single") },
            { value: "multi", label: t("nodes.multi", { count: SERVICE_MULTI_NODE_VMS }) },
          ]}
        />
        <div className={styles.sizes}>
          <TextField label="vCPU" type="number" inputMode="numeric" min={limits.vcpu.min} max={limits.vcpu.max} description={t("range", { min: limits.vcpu.min, max: limits.vcpu.max })} error={errors.vcpu?.message} {...form.register("vcpu")} />
          <TextField label={t("ram")} type="number" inputMode="numeric" min={limits.ramMb.min} max={limits.ramMb.max} description={t("range", { min: limits.ramMb.min, max: limits.ramMb.max })} error={errors.ramMb?.message} {...form.register("ramMb")} />
          <TextField label={t("disk")} type="number" inputMode="numeric" min={limits.diskGb.min} max={limits.diskGb.max} description={t("range", { min: limits.diskGb.min, max: limits.diskGb.max })} error={errors.diskGb?.message} {...form.register("diskGb")} />
        </div>
        <Checkbox label={t("publicIp")} description={t("publicIpDescription")} {...form.register("reservePublicIp")} />
      </Card>
      <Card title={t("section.parameters")} stack>
        <Select label={t("location")} required error={errors.location?.message} {...form.register("location")}>
          {locations.map((location) => (
            <option key={location.slug} value={location.slug}>
              {location.display_name}
            </option>
          ))}
        </Select>
      </Card>
      <Card title={t("section.price")} stack>
        {price ? (
          <>
            <p className={styles.price}>{t("price.monthly", { price: format.money(price.monthly) })}</p>
            <p className={styles.cardText}>{t("price.hourly", { price: format.money(price.hourly, { precise: true }) })}</p>
          </>
        ) : (
          <p className={styles.cardText}>{prices ? t("price.enterSize") : t("price.loading")}</p>
        )}
      </Card>
      {create.error && (
        <FailureNotice title={t("failed")} error={create.error} />
      )}
      <Inline>
        <Button type="submit" variant="primary" loading={create.isPending}>
          {t("submit")}
        </Button>
      </Inline>
    </Stack>
  );
}
