/** Failure titles of managed services, shown over the API's own message. */
export const SERVICE_FAILURE = {
  configurations: "Failed to get service configurations",
  create: "Failed to create managed service",
  update: "Failed to update managed service",
  delete: "Failed to delete managed service",
  start: "Failed to start service resource",
  stop: "Failed to stop service resource",
  rebuild: "Failed to rebuild managed service",
  secrets: "Failed to get service secrets",
  whitelist: "Failed to get allowed addresses",
  addAddress: "Failed to add allowed address",
  removeAddress: "Failed to remove allowed address",
} as const;

/** How long the mock and the platform take to create a service: the progress screen's expected time. */
export const SERVICE_CREATE_EXPECTED_MS = 15_000;
