import { useController, useFormContext, useWatch } from "react-hook-form";
import { Card, RadioGroup, Select, TextField, VisuallyHidden } from "@cloudconsole/ui";
import { BOOT_SOURCES, replicaLabel, type BootSource, type ReplicaChoice } from "../bootSource";
import type { FieldChange } from "../fieldTransitions";
import type { VmCreateValues } from "../vmCreateRules";
import { useFormat } from "../../../../format";

const BOOT_SOURCE_TEXT: Record<BootSource, { title: string; text: string }> = {
  image: { title: "Operating system image", text: "A fresh system from the image list" },
  replica: { title: "Snapshot or backup", text: "A copy of one of your virtual machines" },
  disk: { title: "Existing disk", text: "A disk no machine uses" },
};

/**
 * An image (the default), a snapshot or backup of a VM in this location (it brings its system and needs a disk at
 * least its size), or an existing unattached disk (its size stays; no disk size is asked).
 */
export function BootSourceSection({ replicas, onChange }: { replicas: readonly ReplicaChoice[]; onChange: (change: FieldChange) => void }) {
  const format = useFormat();
  const { control, register, formState } = useFormContext<VmCreateValues>();
  const source = useWatch({ control, name: "bootSource" });
  const replica = useController({ control, name: "sourceReplica" });
  return (
    <Card title="Boot source" stack>
      <RadioGroup
        label={<VisuallyHidden>Boot source</VisuallyHidden>}
        variant="cards"
        name="bootSource"
        value={source}
        onValueChange={(value) => {
          const next = BOOT_SOURCES.find((candidate) => candidate === value);
          if (next) onChange({ field: "bootSource", value: next });
        }}
        options={BOOT_SOURCES.map((value) => ({ value, label: BOOT_SOURCE_TEXT[value].title, description: BOOT_SOURCE_TEXT[value].text }))}
      />
      {source === "replica" && (
        <Select
          label="Snapshot or backup"
          required
          description={
            replicas.length > 0
              ? "The new machine starts as a copy of it, with its operating system."
              : "No virtual machine in this location has a snapshot or backup. Take one on a machine's Backups & snapshots tab."
          }
          error={replica.fieldState.error?.message}
          name={replica.field.name}
          ref={replica.field.ref}
          value={replica.field.value}
          onBlur={replica.field.onBlur}
          onChange={(event) => onChange({ field: "sourceReplica", value: event.target.value })}
        >
          <option value="">Choose a snapshot or backup</option>
          {replicas.map((choice) => (
            <option key={`${choice.vmUuid}|${choice.replicaUuid}`} value={choice.replicaUuid}>
              {replicaLabel(choice, format.dateTime)}
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
          error={formState.errors.diskUuid?.message}
          {...register("diskUuid")}
        />
      )}
    </Card>
  );
}
