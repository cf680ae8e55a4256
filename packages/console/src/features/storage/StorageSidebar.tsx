import { useSuspenseQuery } from "@tanstack/react-query";
import { storageQueries } from "@cloudconsole/sdk/query";
import { useApiClient } from "../../api/ApiClientContext";
import { ResourceListSidebar, type SidebarItem } from "../../screens/ResourceListSidebar";

function useBucketItems(): SidebarItem[] {
  const { data } = useSuspenseQuery(storageQueries.buckets(useApiClient()));
  return data.map((bucket) => ({ key: bucket.name, to: `/storage/bucket/${bucket.name}`, name: bucket.name }));
}

/** The Storage category's sidebar: every bucket as a link, and the create button. */
export function StorageSidebar() {
  return <ResourceListSidebar title="Storage" create={{ label: "Create bucket", to: "/storage/create" }} empty="No buckets yet." useItems={useBucketItems} />;
}
