// Static catalogues the API serves as they are: images, prices, host pools, VM limits, metal specs and OS,
// managed service images. Derived per location where the API is location-scoped.
import type { BootImage, HostPool, MetalOs, MetalSpec, PriceLists, ServiceImage, VmImage, VmParameter } from "@cloudconsole/sdk";

const image = (
  os_name: string,
  display_name: string,
  ui_position: number,
  versions: [string, string][],
  extra: Partial<VmImage> = {},
): VmImage => ({
  os_name,
  display_name,
  ui_position,
  is_default: false,
  is_app_catalog: false,
  icon: os_name,
  versions: versions.map(([os_version, name]) => ({ os_version, display_name: name, published: true })),
  ...extra,
});

/** Operating systems and app-catalog images offered for VMs. */
export const vmImages: VmImage[] = [
  image("ubuntu", "Ubuntu", 1, [["24.04", "24.04 LTS"], ["22.04", "22.04 LTS"], ["20.04", "20.04 LTS"]], { is_default: true }),
  image("debian", "Debian", 2, [["12", "12 (bookworm)"], ["11", "11 (bullseye)"]]),
  image("almalinux", "AlmaLinux", 3, [["9", "9"], ["8", "8"]]),
  image("rockylinux", "Rocky Linux", 4, [["9", "9"]]),
  image("centos", "CentOS Stream", 5, [["9", "Stream 9"]]),
  image("windows", "Windows Server", 6, [["2022", "2022 Datacenter"], ["2019", "2019 Datacenter"]]),
  image("wordpress", "WordPress", 20, [["6.6", "6.6 on Ubuntu 24.04"]], { is_app_catalog: true }),
  image("docker", "Docker CE", 21, [["27", "27 on Ubuntu 24.04"]], { is_app_catalog: true }),
  image("nextcloud", "Nextcloud", 22, [["29", "29 on Debian 12"]], { is_app_catalog: true }),
  image("gitlab", "GitLab CE", 23, [["17", "17 on Ubuntu 22.04"]], { is_app_catalog: true }),
];

/** Rescue and installation ISO images a VM can boot from once (`vm/boot_iso_media`). */
export const bootImages: BootImage[] = [
  { uuid: "e3a5f2d6-7d15-11f0-85ba-047bcbc1cb26", image_name: "systemrescue-12.x-amd64.iso", is_installation_media: false, description: "SystemRescue 12", is_published: true },
  { uuid: "5b0c8e3a-2f4d-4c1e-9a7b-3d6e8f1a2c4b", image_name: "ubuntu-24.04-live-server-amd64.iso", is_installation_media: true, description: "Ubuntu Server 24.04 installer", is_published: true },
];

/**
 * The catalog's version of an image as a client names it, or undefined when the catalog has no such version. The
 * platform names Ubuntu's long-term releases `22.04-lts`, `24.04-lts` (rizalmf-tf and ansible send them, the documented
 * reinstall example `doc-vm-reinstall-vm` too); the catalog keeps `22.04`, `24.04`, which the console shows and sends,
 * so an Ubuntu `-lts` name is the same image as the version without it (no other system is named so).
 */
export function catalogVersion(osName: string, osVersion: string): string | undefined {
  const versions = vmImages.find((i) => i.os_name === osName)?.versions ?? [];
  const named = (version: string) => versions.find((v) => v.os_version === version)?.os_version;
  const lts = osName === "ubuntu" && osVersion.endsWith("-lts");
  return named(osVersion) ?? (lts ? named(osVersion.slice(0, -"-lts".length)) : undefined);
}

/** Constraints of the VM create form's fields: ranges, patterns and choices, some depending on the OS; by name, as the documentation lists them. */
export const vmParameters: VmParameter[] = [
  { parameter: "disks", type: "integer", constraint: "range", mandatory: true, description: "Disk size in GB", min: 20, max: 240 },
  { parameter: "name", type: "string", constraint: "regexp", mandatory: true, description: "VM name", expression: "^[0-9a-zA-Z][-0-9a-zA-Z]{2,}[0-9a-zA-Z]$" },
  { parameter: "os_name", type: "string", constraint: "enum", mandatory: true, description: "Operating system", values: vmImages.map((i) => i.os_name) },
  {
    parameter: "os_version",
    type: "string",
    constraint: "enum",
    mandatory: true,
    description: "Operating system version",
    limited_by: "os_name",
    limits: vmImages.map((i) => ({ os_name: i.os_name, values: i.versions.map((v) => v.os_version) })),
  },
  { parameter: "password", type: "string", constraint: "regexp", mandatory: true, description: "Login password", expression: "^(?=.*[a-z])(?=.*[A-Z])(?=.*\\d).{8,}$" },
  { parameter: "ram", type: "integer", constraint: "range", mandatory: true, description: "RAM in MB", min: 512, max: 65536, limited_by: "os_name", limits: [{ os_name: "windows", min: 1024 }] },
  {
    parameter: "username",
    type: "string",
    constraint: "regexp",
    mandatory: true,
    description: "Login user",
    expression: "^(?=.{1,30}$)[a-zA-Z_][0-9a-zA-Z_-]*$",
    limited_by: "os_name",
    limits: [{ os_name: "windows", mandatory: false }],
  },
  { parameter: "vcpu", type: "integer", constraint: "range", mandatory: true, description: "Virtual CPUs", min: 1, max: 16, limited_by: "os_name", limits: [{ os_name: "windows", min: 2 }] },
];

/** Resource types the price lists name, each priced per unit and hour. */
export const PRICED_RESOURCE_TYPES = [
  "CPU",
  "RAM",
  "STORAGE",
  "BLOCK_STORAGE",
  "BLOCK_STORAGE_BACKUP",
  "BLOCK_STORAGE_SNAPSHOT",
  "WINDOWS_LICENSE",
  "OBJECT_STORAGE",
  "UNASSIGNED_FLOATING_IP",
  "ASSIGNED_FLOATING_IP",
  "LOAD_BALANCER",
  "BARE_METAL_SERVER",
] as const;

const HOURS_PER_MONTH = 730;
const price = (resource_type: string, perHour: number, description: string, bound: Record<string, number> = {}) => ({
  resource_type,
  price_per_unit: perHour,
  price_per_unit_month: Math.round(perHour * HOURS_PER_MONTH * 100) / 100,
  description,
  ...bound,
});

/** Hourly prices per location (the same list everywhere in the mock; jkt01 a little cheaper). */
export function priceList(locations: string[]) {
  return locations.flatMap((location) => {
    const f = location === "jkt01" ? 0.9 : 1;
    const r = (n: number) => Math.round(n * f * 100000) / 100000;
    return [
      price("CPU", r(0.00685), "vCPU per hour", { num_cpus_from: 1 }),
      price("CPU", r(0.0055), "vCPU per hour (8 or more)", { num_cpus_from: 8 }),
      price("RAM", r(0.0048), "GB RAM per hour", { gigabytes_from: 0 }),
      price("STORAGE", r(0.00011), "GB SSD per hour", { gigabytes_from: 0 }),
      price("BLOCK_STORAGE", r(0.00011), "GB block storage per hour", { gigabytes_from: 0 }),
      price("BLOCK_STORAGE_BACKUP", r(0.00004), "GB backup per hour", { gigabytes_from: 0 }),
      price("BLOCK_STORAGE_SNAPSHOT", r(0.00004), "GB snapshot per hour", { gigabytes_from: 0 }),
      price("WINDOWS_LICENSE", r(0.0137), "Windows licence per vCPU per hour", { num_cpus_from: 1 }),
      price("OBJECT_STORAGE", r(0.00003), "GB object storage per hour", { gigabytes_from: 0 }),
      price("UNASSIGNED_FLOATING_IP", r(0.0055), "Unassigned floating IP per hour"),
      price("ASSIGNED_FLOATING_IP", r(0.0041), "Assigned floating IP per hour"),
      price("LOAD_BALANCER", r(0.0137), "Load balancer per hour"),
      price("BARE_METAL_SERVER", r(0.1644), "Bare metal server per hour"),
    ].map((p) => ({ ...p, location_slug: location }));
  });
}

/** The current price lists of a location, keyed by resource type. */
export function priceLists(location = "tll"): PriceLists {
  const lists: PriceLists = {};
  for (const { resource_type, location_slug: _slug, ...price } of priceList([location])) {
    (lists[resource_type] ??= []).push(price);
  }
  lists.LICENSE = [{ price_per_unit: 0.0137, price_per_unit_month: 10, description: "Managed service licence per vCPU per hour", num_cpus_from: 1 }];
  return lists;
}

/** Host pools of a location. */
export function hostPools(location: string): HostPool[] {
  const created = "2025-03-01 09:00:00";
  const uuidTail = location.padEnd(12, "0").slice(0, 12).replace(/[^0-9a-f]/g, "0");
  return [
    { uuid: `6f1d0c2e-0000-4000-8000-${uuidTail}`, name: "General purpose", description: "Balanced CPU and RAM", storage_pool_uuid: `a1b2c3d4-0000-4000-8000-${uuidTail}`, is_default_designated: true, created_at: created, updated_at: created },
    { uuid: `6f1d0c2e-0001-4000-8000-${uuidTail}`, name: "High CPU", description: "Dedicated cores", storage_pool_uuid: `a1b2c3d4-0001-4000-8000-${uuidTail}`, is_default_designated: false, created_at: created, updated_at: created },
  ];
}

const LINUX = { id: "linux", name: "Linux" };
const HYPERVISOR = { id: "hypervisor", name: "Hypervisor" };

/** Operating systems that can be installed on bare metal; each id is a lowercase letter, then lowercase letters, digits, `_` or `-`. */
export const metalOsList: MetalOs[] = [
  { id: "ubuntu-24_04", name: "Ubuntu 24.04 LTS", os_type: LINUX },
  { id: "ubuntu-22_04", name: "Ubuntu 22.04 LTS", os_type: LINUX },
  { id: "debian-12", name: "Debian 12", os_type: LINUX },
  { id: "rocky-9", name: "Rocky Linux 9", os_type: LINUX },
  { id: "proxmox-8", name: "Proxmox VE 8", os_type: HYPERVISOR },
];

/** Bare metal machine specifications (the same catalogue in every location); availability depends on the machines. */
export const metalSpecs: readonly Omit<MetalSpec, "is_available">[] = [
  {
    uuid: "3d5e7f90-1111-4a2b-8c3d-000000000001",
    title: "Metal S",
    subtitle: "4 cores, 32 GB RAM",
    description: "Intel Xeon E-2334, 32 GB ECC, 2 x 480 GB SSD",
    is_visible: true,
    ready_os_ids: ["ubuntu-24_04", "debian-12"],
  },
  {
    uuid: "3d5e7f90-2222-4a2b-8c3d-000000000002",
    title: "Metal M",
    subtitle: "16 cores, 128 GB RAM",
    description: "AMD EPYC 4344P, 128 GB ECC, 2 x 1.92 TB NVMe",
    is_visible: true,
    ready_os_ids: ["ubuntu-24_04", "ubuntu-22_04", "rocky-9"],
  },
  {
    uuid: "3d5e7f90-3333-4a2b-8c3d-000000000003",
    title: "Metal L",
    subtitle: "32 cores, 256 GB RAM",
    description: "AMD EPYC 9354P, 256 GB ECC, 4 x 3.84 TB NVMe",
    is_visible: true,
    ready_os_ids: ["ubuntu-24_04", "proxmox-8"],
  },
];

/** Managed service images: what can be ordered under /services/create. */
export const serviceConfigurations: ServiceImage[] = [
  { service: "postgresql", display_name: "PostgreSQL", versions: ["16", "15", "14.0"], read_more_url: "https://www.postgresql.org/docs/", prices: [{ resourceType: "LICENSE", priceMultiplier: 1 }] },
  { service: "mariadb", display_name: "MariaDB", versions: ["11.4", "10.11", "10.5"], read_more_url: "https://mariadb.com/kb/en/documentation/", prices: [{ resourceType: "LICENSE", priceMultiplier: 1 }] },
  { service: "kubernetes", display_name: "Kubernetes", versions: ["1.31", "1.30"], read_more_url: "https://kubernetes.io/docs/", prices: [{ resourceType: "LICENSE", priceMultiplier: 1.5 }] },
];
