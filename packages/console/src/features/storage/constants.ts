/** The spec's failure texts of object storage, used verbatim as error titles. */
export const STORAGE_FAILURE = {
  getBucket: "Failed to get storage bucket",
  getUser: "Failed to get S3 user info",
  createBucket: "Failed to create storage bucket",
  updateBucket: "Failed to update storage bucket",
  deleteBucket: "Failed to delete storage bucket",
  setCors: "Failed to set bucket CORS",
  createKey: "Failed to create S3 key",
  deleteKey: "Failed to delete S3 key",
} as const;

/** Filled into a client set-up in place of a secret the console no longer shows. */
export const SECRET_PLACEHOLDER = "YOUR_SECRET_KEY";

/** Failure titles of volumes (block storage disks), worded as the catalogue words the others. */
export const VOLUME_FAILURE = {
  list: "Failed to get volumes",
  create: "Failed to create volume",
  update: "Failed to update volume",
  delete: "Failed to delete volume",
  attach: "Failed to attach volume",
  detach: "Failed to detach volume",
} as const;
