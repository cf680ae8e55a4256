import type { ServicePackage } from "@cloudconsole/sdk";
import { unknownStatusDisplay, type StatusDisplay } from "../../shared/compute";

const STATUS: Record<string, StatusDisplay> = {
  creating: { label: "Creating", tone: "warning" },
  active: { label: "Running", tone: "success" },
  running: { label: "Running", tone: "success" },
  stopped: { label: "Stopped", tone: "neutral" },
  rebuilding: { label: "Rebuilding", tone: "warning" },
  starting: { label: "Starting", tone: "warning" },
  stopping: { label: "Stopping", tone: "warning" },
  deleted: { label: "Deleted", tone: "neutral" },
};

/** A service's or resource's status in words and colour; an unknown one by its own name, in a neutral badge. */
export function statusDisplay(status: string | undefined): StatusDisplay {
  return (status !== undefined && Object.hasOwn(STATUS, status) ? STATUS[status] : undefined) ?? unknownStatusDisplay(status);
}

/** On its way to another state: a transitional status, or one the console does not know (read until it knows it). */
function isStatusTransitional(status: string | undefined): boolean {
  if (status === undefined) return false;
  return !Object.hasOwn(STATUS, status) || STATUS[status]?.tone === "warning";
}

/** A resource's status (kept in its free-form allocation). */
export function resourceStatus(resource: NonNullable<ServicePackage["resources"]>[number]): string | undefined {
  const status = resource.resource_allocation?.status;
  return typeof status === "string" ? status : undefined;
}

/** Whether a service (or one of its VMs) is on its way to another state: its list is polled until it settles. */
export function isServiceTransitional(service: ServicePackage): boolean {
  if (isStatusTransitional(service.status)) return true;
  return (service.resources ?? []).some((resource) => isStatusTransitional(resourceStatus(resource)));
}

/** Where a service lives: its location property. */
export function serviceLocation(service: ServicePackage): string {
  const location = service.properties?.location;
  return typeof location === "string" ? location : "";
}

/** The service type's name as the catalogue writes it. */
export const SERVICE_NAMES: Record<string, string> = { mariadb: "MariaDB", postgresql: "PostgreSQL", kubernetes: "Kubernetes", "self-service-dummy-testing": "Test service" };
