// Managed services and bare metal leases.
import { SERVICE_MULTI_NODE_VMS } from "@cloudconsole/sdk";
import type { LiveMetalLease, StoredService } from "../store/entities.js";
import type { FactoryContext } from "./context.js";
import { randomToken } from "./text.js";
import { formatDt } from "./time.js";

const SERVICE_PORTS: Record<StoredService["service"], number> = {
  mariadb: 3306,
  postgresql: 5432,
  kubernetes: 6443,
  "self-service-dummy-testing": 8080,
};

/** A managed service package: one VM resource, or SERVICE_MULTI_NODE_VMS of the same size for a multi-node one. */
export function makeService(
  ctx: FactoryContext,
  location: string,
  billingAccountId: number,
  overrides: Partial<StoredService> & { vcpu?: number; ram?: number; disk?: number } = {},
): StoredService {
  const { vcpu = 2, ram = 4096, disk = 40, ...rest } = overrides;
  const service = rest.service ?? "postgresql";
  const version = rest.version ?? "16";
  const nodes = rest.is_multi_node ? SERVICE_MULTI_NODE_VMS : 1;
  const vmUuids = Array.from({ length: nodes }, () => ctx.rng.uuid());
  return {
    uuid: ctx.rng.uuid(),
    location,
    transition: null,
    display_name: `My ${service} ${version}`,
    service,
    version,
    is_multi_node: false,
    is_deleted: false,
    status: "active",
    billing_account_id: billingAccountId,
    user_id: ctx.userId,
    created_at: formatDt(ctx.now),
    updated_at: formatDt(ctx.now),
    prices: [
      { priceMultiplier: 1, resourceType: "CPU", serviceNameInUptime: "main" },
      { priceMultiplier: 1, resourceType: "RAM", serviceNameInUptime: "main" },
      { priceMultiplier: 1, resourceType: "STORAGE", serviceNameInUptime: "block" },
      { priceMultiplier: 1, resourceType: "LICENSE" },
    ],
    properties: { service_ip: `10.2.${ctx.rng.int(0, 254)}.${ctx.rng.int(2, 254)}`, location, sql_user: "wadmin", port: SERVICE_PORTS[service] },
    resources: vmUuids.map((vmUuid) => ({
      resource_id: vmUuid,
      resource_location: location,
      resource_type: "vm" as const,
      resource_allocation: { vcpu, memory: ram, status: "running", storage: [{ uuid: vmUuid, size: disk, primary: true, replica: [] }] },
    })),
    whitelist_addresses: [],
    secrets: { sql_pass: randomToken(ctx, 20) },
    ...rest,
  };
}

/** A pending lease of `machine` for a billing account, begun now on the context's clock; pass overrides for the rest. */
export function makeMetalLease(
  ctx: FactoryContext,
  location: string,
  billingAccountId: number,
  machine: { uuid: string; spec_uuid: string },
  overrides: Partial<LiveMetalLease> & Pick<LiveMetalLease, "uuid" | "requested_os_id" | "display_name">,
): LiveMetalLease {
  return {
    location,
    machine_uuid: machine.uuid,
    spec_uuid: machine.spec_uuid,
    os_id: null,
    user_id: ctx.userId,
    billing_account_id: billingAccountId,
    status: "pending",
    started_at: ctx.now,
    transition: null,
    created_at: formatDt(ctx.now),
    ...overrides,
  };
}
