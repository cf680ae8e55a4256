import { useController, useFormContext } from "react-hook-form";
import type { BillingAccount, PredefinedPackage, VmImage, VmParameter } from "@cloudconsole/sdk";
import { Card, Notice, RadioGroup, TextField, VisuallyHidden } from "@cloudconsole/ui";
import { sizeLimitsOf, type SizeLimits } from "../../../../shared/billing";
import { findReplicaChoice, type ReplicaChoice } from "../bootSource";
import type { FieldChange } from "../fieldTransitions";
import { useVmCreateValues } from "../useVmCreateValues";
import { useVmProblemWords } from "../problemWords";
import { chargedAccount, packageDiskProblem, packageLimitProblem, packageOsProblem, parameterRange } from "../vmCreateHelpers";
import type { VmCreateValues } from "../vmCreateRules";
import * as styles from "../VmCreate.css";
import { LimitedAccountNotice } from "./LimitedAccountNotice";
import { useT } from "../../../../i18n";
import { vmCreateMessages } from "../messages";

export interface SizeSectionProps {
  packages: readonly PredefinedPackage[];
  parameters: readonly VmParameter[];
  images: readonly VmImage[];
  replicas: readonly ReplicaChoice[];
  /** The accounts the VM may be charged to, and the site's limits for a LIMITED one. */
  billingAccounts: readonly BillingAccount[];
  limits: SizeLimits | undefined;
  /** A package brings its default OS: the choice goes through the form's field transitions. */
  onChange: (change: FieldChange) => void;
}

/** '20–240 GB' under a number field, when the API gives both ends. */
function rangeText(range: { min?: number; max?: number }, unit: string): string | undefined {
  return range.min !== undefined && range.max !== undefined ? `${range.min}–${range.max} ${unit}` : undefined;
}

/**
 * The provider's packages (those that cannot carry the system, hold the snapshot or be created on a LIMITED account
 * say why) or a custom size within the API's limits.
 */
export function SizeSection({ packages, parameters, images, replicas, billingAccounts, limits, onChange }: SizeSectionProps) {
  const t = useT(vmCreateMessages);
  const problemWords = useVmProblemWords();
  const { control, register, formState } = useFormContext<VmCreateValues>();
  const values = useVmCreateValues();
  const sizeMode = useController({ control, name: "sizeMode" });
  const packageIndex = useController({ control, name: "packageIndex" });
  const errors = formState.errors;
  const osName = values.osName;
  const osDisplayName = images.find((image) => image.os_name === osName)?.display_name ?? osName;
  const replica = values.bootSource === "replica" ? findReplicaChoice(replicas, values) : undefined;
  const apiDiskRange = parameterRange(parameters, "disks", osName);
  // A replica's disk cannot shrink: its size is the least the new disk can have.
  const diskRange = replica ? { ...apiDiskRange, min: Math.max(apiDiskRange.min ?? 1, replica.sizeGb) } : apiDiskRange;
  const notice = packages[Number(values.packageIndex)]?.notice;
  const account = chargedAccount(billingAccounts, values.billingAccountId);
  const accountLimits = sizeLimitsOf(account, limits);
  return (
    <Card title={t("size.title")} stack>
      {account && accountLimits && <LimitedAccountNotice account={account} limits={accountLimits} />}
      {packages.length > 0 && (
        <RadioGroup
          label={<VisuallyHidden>{t("size.type")}</VisuallyHidden>}
          variant="inline"
          name={sizeMode.field.name}
          value={sizeMode.field.value}
          onValueChange={sizeMode.field.onChange}
          options={[
            { value: "package", label: t("size.packages") },
            { value: "custom", label: t("size.custom") },
          ]}
        />
      )}
      {sizeMode.field.value === "package" ? (
        <>
          <RadioGroup
            label={t("size.package")}
            variant="cards"
            name={packageIndex.field.name}
            value={packageIndex.field.value}
            onValueChange={(value) => onChange({ field: "packageIndex", value })}
            error={packageIndex.fieldState.error?.message}
            options={packages.map((pkg, index) => {
              const problem = packageOsProblem(pkg, osName, osDisplayName, problemWords) ?? packageDiskProblem(pkg, replica, problemWords) ?? packageLimitProblem(pkg, accountLimits, problemWords);
              return {
                value: String(index),
                label: `${pkg.cpu} vCPU / ${pkg.ram} GB`,
                description: problem ?? (values.bootSource === "disk" ? t("size.onExistingDisk") : t("size.ssd", { size: pkg.ssd })),
                disabled: Boolean(problem),
              };
            })}
          />
          {notice && <Notice tone="primary">{notice}</Notice>}
        </>
      ) : (
        <div className={styles.sizeFields}>
          <TextField label="vCPU" inputMode="numeric" required description={rangeText(parameterRange(parameters, "vcpu", osName), "vCPU")} error={errors.vcpu?.message} {...register("vcpu")} />
          <TextField label={t("size.ramMb")} inputMode="numeric" required description={rangeText(parameterRange(parameters, "ram", osName), "MB")} error={errors.ramMb?.message} {...register("ramMb")} />
          {values.bootSource !== "disk" && (
            <TextField label={t("size.diskGb")} inputMode="numeric" required description={rangeText(diskRange, "GB")} error={errors.diskGb?.message} {...register("diskGb")} />
          )}
        </div>
      )}
    </Card>
  );
}
