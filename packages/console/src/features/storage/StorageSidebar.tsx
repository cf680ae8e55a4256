import { useSuspenseQueries } from "@tanstack/react-query";
import type { BlockDisk, Bucket } from "@cloudconsole/sdk";
import { storageQueries } from "@cloudconsole/sdk/query";
import { useApiClient } from "../../api/ApiClientContext";
import { useUiConfig } from "../../config/ConfigLayout";
import { useT } from "../../i18n";
import { ResourceListSidebar, type SidebarCreateLink, type SidebarSection } from "../../screens/ResourceListSidebar";
import { locationName, useComputeLocations } from "../../shared/compute";
import { storageMessages } from "./messages";
import { volumeName } from "./volumes/volumes";

// Module-level, so each answer's selection is computed once: they tell the lists apart.
const tagBuckets = (buckets: Bucket[]) => ({ kind: "buckets" as const, buckets });
const tagDisks = (disks: BlockDisk[]) => ({ kind: "disks" as const, disks });

/** The volumes of every enabled location (where the site has VMs) and the buckets (where it has object storage), each under its heading. */
function useStorageSections(): SidebarSection[] {
  const client = useApiClient();
  const { storageEnabled, vmsEnabled } = useUiConfig();
  const t = useT(storageMessages);
  const locations = useComputeLocations();
  const volumeLocations = vmsEnabled ? locations : [];
  // With several locations, each volume says where it is.
  const where = (location: string) => (locations.length > 1 ? ` · ${locationName(locations, location)}` : "");
  return useSuspenseQueries({
    queries: [
      ...volumeLocations.map((location) => ({ ...storageQueries.disks(client, location.slug), select: tagDisks })),
      ...(storageEnabled ? [{ ...storageQueries.buckets(client), select: tagBuckets }] : []),
    ],
    combine: (results) => {
      const sections: SidebarSection[] = [];
      const volumes: SidebarSection = { title: t("volumes.title"), empty: t("sidebar.noVolumes"), items: [] };
      results.forEach(({ data }, index) => {
        if (data.kind === "disks") {
          const location = volumeLocations[index]?.slug ?? "";
          volumes.items.push(...data.disks.map((disk) => ({ key: `${location}/${disk.uuid}`, to: `/storage/volume/${location}/${disk.uuid}`, name: `${volumeName(disk)}${where(location)}` })));
        } else {
          sections.push({ title: t("buckets.title"), empty: t("sidebar.noBuckets"), items: data.buckets.map((bucket) => ({ key: bucket.name, to: `/storage/bucket/${bucket.name}`, name: bucket.name })) });
        }
      });
      return vmsEnabled ? [volumes, ...sections] : sections;
    },
  });
}

/** The Storage category's sidebar: every volume and bucket as a link, and the create buttons. */
export function StorageSidebar() {
  const { storageEnabled, vmsEnabled } = useUiConfig();
  const t = useT(storageMessages);
  const create: SidebarCreateLink[] = [
    ...(storageEnabled ? [{ label: t("createBucket"), to: "/storage/create" }] : []),
    ...(vmsEnabled ? [{ label: t("sidebar.createVolume"), to: "/storage/create/volume" }] : []),
  ];
  return <ResourceListSidebar title={t("title")} create={create} useSections={useStorageSections} />;
}
