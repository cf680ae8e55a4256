import { useController, useFormContext, useWatch } from "react-hook-form";
import { Card, RadioGroup, Select, TextField, VisuallyHidden } from "@cloudconsole/ui";
import { BOOT_SOURCES, replicaLabel, type BootSource, type ReplicaChoice } from "../bootSource";
import type { FieldChange } from "../fieldTransitions";
import type { VmCreateValues } from "../vmCreateRules";
import { useFormat } from "../../../../format";
import { useT } from "../../../../i18n";
import { vmCreateMessages } from "../messages";
import type { VmCreateT } from "../messages";

/** Each boot source's title and explanation in the customer's language. */
function bootSourceTexts(t: VmCreateT): Record<BootSource, { title: string; text: string }> {
  return {
    image: { title: t("boot.image"), text: t("boot.imageText") },
    replica: { title: t("boot.replica"), text: t("boot.replicaText") },
    disk: { title: t("boot.disk"), text: t("boot.diskText") },
  };
}

/** What a disk UUID looks like; the same in every language. */
const DISK_UUID_EXAMPLE = "3f1c2a9e-5b7d-4e21-9a0c-6d8e4f2b1a37";

/**
 * An image (the default), a snapshot or backup of a VM in this location (it brings its system and needs a disk at
 * least its size), or an existing unattached disk (its size stays; no disk size is asked).
 */
export function BootSourceSection({ replicas, onChange }: { replicas: readonly ReplicaChoice[]; onChange: (change: FieldChange) => void }) {
  const format = useFormat();
  const t = useT(vmCreateMessages);
  const texts = bootSourceTexts(t);
  const { control, register, formState } = useFormContext<VmCreateValues>();
  const source = useWatch({ control, name: "bootSource" });
  const replica = useController({ control, name: "sourceReplica" });
  return (
    <Card title={t("boot.title")} stack>
      <RadioGroup
        label={<VisuallyHidden>{t("boot.title")}</VisuallyHidden>}
        variant="cards"
        name="bootSource"
        value={source}
        onValueChange={(value) => {
          const next = BOOT_SOURCES.find((candidate) => candidate === value);
          if (next) onChange({ field: "bootSource", value: next });
        }}
        options={BOOT_SOURCES.map((value) => ({ value, label: texts[value].title, description: texts[value].text }))}
      />
      {source === "replica" && (
        <Select
          label={t("boot.replicaLabel")}
          required
          description={replicas.length > 0 ? t("boot.replicaDescription") : t("boot.noReplicas")}
          error={replica.fieldState.error?.message}
          name={replica.field.name}
          ref={replica.field.ref}
          value={replica.field.value}
          onBlur={replica.field.onBlur}
          onChange={(event) => onChange({ field: "sourceReplica", value: event.target.value })}
        >
          <option value="">{t("boot.chooseReplica")}</option>
          {replicas.map((choice) => (
            <option key={`${choice.vmUuid}|${choice.replicaUuid}`} value={choice.replicaUuid}>
              {replicaLabel(choice, format.dateTime, (type) => t("replica.type", { type }))}
            </option>
          ))}
        </Select>
      )}
      {source === "disk" && (
        <TextField
          label={t("boot.diskUuid")}
          required
          autoComplete="off"
          spellCheck={false}
          placeholder={DISK_UUID_EXAMPLE}
          description={t("boot.diskDescription")}
          error={formState.errors.diskUuid?.message}
          {...register("diskUuid")}
        />
      )}
    </Card>
  );
}
