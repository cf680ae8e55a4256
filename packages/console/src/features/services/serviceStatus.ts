import type { ServicePackage } from "@cloudconsole/sdk";
import { unknownStatusDisplay, type StatusDisplay } from "../../shared/compute";
import type { ServicesT } from "./messages";

/** The statuses the console knows, each in words (one message per status) and colour. */
function statusTable(t: ServicesT): Record<string, StatusDisplay> {
  return {
    creating: { label: t("status.creating"), tone: "warning" },
    active: { label: t("status.running"), tone: "success" },
    running: { label: t("status.running"), tone: "success" },
    stopped: { label: t("status.stopped"), tone: "neutral" },
    rebuilding: { label: t("status.rebuilding"), tone: "warning" },
    starting: { label: t("status.starting"), tone: "warning" },
    stopping: { label: t("status.stopping"), tone: "warning" },
    deleted: { label: t("status.deleted"), tone: "neutral" },
  };
}

// Whether a status is on its way to another: the tones alone, with no words to look up.
const TONES = statusTable((id) => id);

/** The table's entry for `status` when the console knows it (own keys only: 'constructor' is no status). */
function knownStatus(table: Record<string, StatusDisplay>, status: string): StatusDisplay | undefined {
  return Object.hasOwn(table, status) ? table[status] : undefined;
}

/** A service's or resource's status in words and colour; an unknown one by its own name, in a neutral badge. */
export function statusDisplay(status: string | undefined, t: ServicesT): StatusDisplay {
  if (status === undefined) return { label: t("status.unknown"), tone: "neutral" };
  return knownStatus(statusTable(t), status) ?? unknownStatusDisplay(status);
}

/** On its way to another state: a transitional status, or one the console does not know (read until it knows it). */
function isStatusTransitional(status: string | undefined): boolean {
  if (status === undefined) return false;
  const tone = knownStatus(TONES, status)?.tone;
  return tone === undefined || tone === "warning";
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

// The service types' brand names, the same in every language.
const SERVICE_NAMES: Record<string, string> = { mariadb: "MariaDB", postgresql: "PostgreSQL", kubernetes: "Kubernetes" };

/** The service type's name as the catalogue writes it (the platform's test service in the customer's language), else its id. */
export function serviceTypeName(service: string, t: ServicesT): string {
  if (service === "self-service-dummy-testing") return t("type.testService");
  return (Object.hasOwn(SERVICE_NAMES, service) ? SERVICE_NAMES[service] : undefined) ?? service;
}
