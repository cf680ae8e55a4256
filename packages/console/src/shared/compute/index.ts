// What the compute and bare metal features share: locations, statuses, the Compute category's lists and their polling.
export { focusFirstError } from "./focusFirstError";
export { creatableLocationOrder, defaultCreateLocation, enabledLocations, locationName } from "./locations";
export { LocationCountry, locationCountry } from "./locationCountry";
export { LocationSelect } from "./LocationSelect";
export { MetalLeaseTable, type MetalLeaseTableProps } from "./MetalLeaseTable";
export { pollWhileTransitional, TRANSITION_POLL_MS } from "./polling";
export {
  leaseListQuery,
  useAllLeases,
  useAllVms,
  useComputeLocations,
  useComputeResources,
  vmListQuery,
  type ComputeResources,
  type LeaseRow,
  type VmRow,
} from "./resourceQueries";
export { StatusBadge, type StatusDisplay } from "./StatusBadge";
export { isLeaseTransitional, isVmTransitional, metalStatusDisplay, METAL_STATUS_DISPLAY, unknownStatusDisplay, vmStatusDisplay, VM_STATUS_DISPLAY } from "./statuses";
export { metalStatusBadge, useComputeStatusDisplay, vmStatusBadge, type ComputeStatusDisplay } from "./statusDisplay";
export * as computeStyles from "./compute.css";
