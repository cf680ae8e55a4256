import { useFormContext, useWatch } from "react-hook-form";
import type { VmImage } from "@cloudconsole/sdk";
import { Card, RadioGroup, Select, VisuallyHidden } from "@cloudconsole/ui";
import { computeStyles } from "../../../../shared/compute";
import type { FieldChange } from "../fieldTransitions";
import { imagesOfKind, publishedVersions } from "../vmCreateHelpers";
import type { VmCreateValues } from "../vmCreateRules";

const IMAGE_KINDS: { value: VmCreateValues["imageKind"]; label: string }[] = [
  { value: "os", label: "Operating systems" },
  { value: "app_catalog", label: "Apps" },
];

/** The system to install: operating systems or (where the site offers them) apps, then a version. */
export function ImageSection({ images, appsEnabled, onChange }: { images: readonly VmImage[]; appsEnabled: boolean; onChange: (change: FieldChange) => void }) {
  const { control, register, formState } = useFormContext<VmCreateValues>();
  const [kind, osName, source] = useWatch({ control, name: ["imageKind", "osName", "bootSource"] });
  const versions = publishedVersions(images.find((image) => image.os_name === osName));
  return (
    <Card title="Image" stack>
      {source === "disk" && <p className={computeStyles.muted}>The system installed on the disk.</p>}
      {appsEnabled && (
        <RadioGroup
          label={<VisuallyHidden>Image type</VisuallyHidden>}
          variant="inline"
          name="imageKind"
          value={kind}
          onValueChange={(value) => {
            const next = IMAGE_KINDS.find((candidate) => candidate.value === value);
            if (next) onChange({ field: "imageKind", value: next.value });
          }}
          options={IMAGE_KINDS}
        />
      )}
      <RadioGroup
        label={kind === "app_catalog" ? "App" : "Operating system"}
        variant="cards"
        name="osName"
        value={osName}
        onValueChange={(value) => onChange({ field: "osName", value })}
        error={formState.errors.osName?.message}
        options={imagesOfKind(images, kind).map((image) => {
          const count = publishedVersions(image).length;
          return { value: image.os_name, label: image.display_name ?? image.os_name, description: `${count} version${count === 1 ? "" : "s"}` };
        })}
      />
      <Select label="Version" required error={formState.errors.osVersion?.message} {...register("osVersion")}>
        {versions.map((version) => (
          <option key={version.os_version} value={version.os_version}>
            {version.display_name ?? version.os_version}
          </option>
        ))}
      </Select>
    </Card>
  );
}
