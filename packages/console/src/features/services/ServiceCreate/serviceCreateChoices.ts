import type { ServiceImage, VmParameter } from "@cloudconsole/sdk";

/** Lowest and highest value of a size field. */
export interface SizeLimit {
  min: number;
  max: number;
}

/** The sizes a service's VMs may have: the VM limits the site configures. */
export interface SizeLimits {
  vcpu: SizeLimit;
  ramMb: SizeLimit;
  diskGb: SizeLimit;
}

function limitOf(parameters: readonly VmParameter[], name: string, fallback: SizeLimit): SizeLimit {
  const parameter = parameters.find((candidate) => candidate.parameter === name);
  return { min: parameter?.min ?? fallback.min, max: parameter?.max ?? fallback.max };
}

/** The configured VM limits (vcpu, ram, disks), with safe bounds where the site names none. */
export function sizeLimits(parameters: readonly VmParameter[]): SizeLimits {
  return {
    vcpu: limitOf(parameters, "vcpu", { min: 1, max: 64 }),
    ramMb: limitOf(parameters, "ram", { min: 512, max: 262_144 }),
    diskGb: limitOf(parameters, "disks", { min: 10, max: 2_000 }),
  };
}

/**
 * The service and version an application-catalog link (?osName=&osVersion=, or ?service=) names, matched on the
 * service's id or its catalogue name; the first offered service and its newest version otherwise.
 */
export function presetChoice(catalogue: readonly ServiceImage[], search: URLSearchParams): { service: string; version: string } {
  const wanted = (search.get("osName") ?? search.get("service") ?? "").toLowerCase();
  const image = catalogue.find((candidate) => wanted !== "" && (candidate.service === wanted || candidate.display_name?.toLowerCase() === wanted)) ?? catalogue[0];
  const version = image?.versions.find((candidate) => candidate === search.get("osVersion")) ?? image?.versions[0] ?? "";
  return { service: image?.service ?? "", version };
}
