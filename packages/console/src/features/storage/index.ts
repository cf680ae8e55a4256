import { defineFeature } from "../../app/feature";
import { placeholderRoute } from "../../screens/placeholders";

/** Object storage: buckets and S3 access. Its screens are not built yet. */
export const storageFeature = defineFeature({
  id: "storage",
  category: "storage",
  resourceTypes: {
    bucket: { label: "Bucket", category: "storage", createPath: "/storage/create", flag: "storageEnabled" },
  },
  routes: [
    placeholderRoute("storage", "Storage"),
    placeholderRoute("storage/create", "Create a bucket", { onlyWhen: "bucket" }),
    placeholderRoute("storage/bucket/:storageName", "Bucket"),
  ],
});
