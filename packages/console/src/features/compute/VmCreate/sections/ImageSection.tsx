import { useFormContext, useWatch } from "react-hook-form";
import type { VmImage } from "@cloudconsole/sdk";
import { Card, RadioGroup, Select, VisuallyHidden } from "@cloudconsole/ui";
import { computeStyles } from "../../../../shared/compute";
import type { FieldChange } from "../fieldTransitions";
import { imagesOfKind, publishedVersions } from "../vmCreateHelpers";
import type { VmCreateValues } from "../vmCreateRules";
import { useT } from "../../../../i18n";
import { vmCreateMessages } from "../messages";

const IMAGE_KINDS: VmCreateValues["imageKind"][] = ["os", "app_catalog"];

/** The system to install: operating systems or (where the site offers them) apps, then a version. */
export function ImageSection({ images, appsEnabled, onChange }: { images: readonly VmImage[]; appsEnabled: boolean; onChange: (change: FieldChange) => void }) {
  const t = useT(vmCreateMessages);
  const { control, register, formState } = useFormContext<VmCreateValues>();
  const [kind, osName, source] = useWatch({ control, name: ["imageKind", "osName", "bootSource"] });
  const versions = publishedVersions(images.find((image) => image.os_name === osName));
  return (
    <Card title={t("image.title")} stack>
      {source === "disk" && <p className={computeStyles.muted}>{t("image.fromDisk")}</p>}
      {appsEnabled && (
        <RadioGroup
          label={<VisuallyHidden>{t("image.type")}</VisuallyHidden>}
          variant="inline"
          name="imageKind"
          value={kind}
          onValueChange={(value) => {
            const next = IMAGE_KINDS.find((candidate) => candidate === value);
            if (next) onChange({ field: "imageKind", value: next });
          }}
          options={[
            { value: "os", label: t("image.os") },
            { value: "app_catalog", label: t("image.apps") },
          ]}
        />
      )}
      <RadioGroup
        label={kind === "app_catalog" ? t("image.app") : t("image.operatingSystem")}
        variant="cards"
        name="osName"
        value={osName}
        onValueChange={(value) => onChange({ field: "osName", value })}
        error={formState.errors.osName?.message}
        options={imagesOfKind(images, kind).map((image) => {
          const count = publishedVersions(image).length;
          return { value: image.os_name, label: image.display_name ?? image.os_name, description: t("image.versions", { count }) };
        })}
      />
      <Select label={t("image.version")} required error={formState.errors.osVersion?.message} {...register("osVersion")}>
        {versions.map((version) => (
          <option key={version.os_version} value={version.os_version}>
            {version.display_name ?? version.os_version}
          </option>
        ))}
      </Select>
    </Card>
  );
}
