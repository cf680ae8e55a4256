import { useQuery } from "@tanstack/react-query";
import { useFormContext, useWatch } from "react-hook-form";
import { Select } from "@cloudconsole/ui";
import { useApiClient } from "../../../api/ApiClientContext";
import { configQueries } from "../../../config/queries";
import { useT } from "../../../i18n";
import { volumeMessages } from "./messages";
import type { VolumeValues } from "./volumeRules";
import { diskSources, osImageSources, snapshotSources, volumeSourceKinds, type VolumeSourceOption } from "./volumeSources";
import type { VolumeRow } from "./volumes";

/** The sources of each kind a volume in `location` can start from; images come from the catalogue once it has loaded. */
export function useVolumeSources(volumes: readonly VolumeRow[], location: string) {
  const client = useApiClient();
  const images = useQuery(configQueries.vmImages(client));
  return {
    imagesFailed: images.isError,
    OS_BASE: osImageSources(images.data ?? []),
    DISK: diskSources(volumes, location),
    SNAPSHOT: snapshotSources(volumes, location),
  };
}

/** What the volume starts from, and which image, volume or snapshot of the chosen location: the form's source section. */
export function VolumeSourceFields({ sources }: { sources: ReturnType<typeof useVolumeSources> }) {
  const form = useFormContext<VolumeValues>();
  const type = useWatch({ control: form.control, name: "sourceType" });
  const t = useT(volumeMessages);
  const kinds = volumeSourceKinds(t);
  const chosen = kinds.find((candidate) => candidate.type === type);
  const options: VolumeSourceOption[] = type === "EMPTY" ? [] : sources[type];
  const errors = form.formState.errors;
  return (
    <>
      <Select label={t("source.label")} {...form.register("sourceType", { onChange: () => form.setValue("source", "") })}>
        {kinds.map((candidate) => (
          <option key={candidate.type} value={candidate.type}>
            {candidate.label}
          </option>
        ))}
      </Select>
      {chosen?.source && (
        <Select
          label={chosen.source.label}
          required
          description={type === "OS_BASE" ? undefined : t("source.copyDescription")}
          error={errors.source?.message ?? (type === "OS_BASE" && sources.imagesFailed ? t("source.imagesFailed") : undefined)}
          placeholder={options.length === 0 ? chosen.source.none : chosen.source.choose}
          options={options}
          {...form.register("source")}
        />
      )}
    </>
  );
}
