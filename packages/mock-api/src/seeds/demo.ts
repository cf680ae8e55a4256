import type { FactoryContext } from "../factories/context.js";
import {
  makeBillingAccount,
  makeBucket,
  makeCard,
  makeCredit,
  makeDelegation,
  makeFloatingIp,
  makeInvoice,
  makeLoadBalancer,
  makeNetwork,
  makeService,
  makeToken,
  makeVm,
} from "../factories/entities.js";
import { DAY, MINUTE, formatDt } from "../factories/time.js";
import type { MockState } from "../store/state.js";
import { seedBlockStorageAndKeys } from "./blockStorage.js";
import { seedFirewalls } from "./firewalls.js";

/** A lived-in account: several billing accounts, resources in several locations and states, paid and unpaid invoices. */
export function seedDemo(ctx: FactoryContext, state: MockState): void {
  const slugs = state.locations.map((l) => l.slug);
  const site = state.ui.siteTheme;

  // Enough credit that the default account stays CLEAR on every day of the month: the month's running usage grows
  // with the wall clock (about 90 by the 31st), and a LIMITED account may create only the smallest machines.
  const personal = makeBillingAccount(ctx, {
    title: "Personal",
    site,
    is_default: true,
    credit_amount: state.configName === "metal" ? 542.5 : 242.5,
    allow_debt: state.ui.allowDebt ?? false,
  });
  const company = makeBillingAccount(ctx, {
    title: "Acme OÜ",
    site,
    company_name: "Acme OÜ",
    company_reg_code: "14567890",
    company_vat_number: "EE102345678",
    paying_by_invoice: true,
    credit_amount: 0,
    is_recurring_payment_enabled: true,
    recurring_payment_amount: 50,
    recurring_payment_threshold: 10,
  });
  const limited = makeBillingAccount(ctx, {
    title: "Side project",
    site,
    credit_amount: 0,
    restriction_level: "LIMITED",
    eligible_promotions: [{ credit_type: "first_free", amount: state.ui.firstAccountCredit ?? 0, top_up_requirement: 10, top_up_done: 0 }],
  });
  const dormant = makeBillingAccount(ctx, { title: "Old project", site, credit_amount: 3.2 });
  state.billingAccounts.push(personal, company, limited, dormant);

  const card = makeCard(ctx, personal.id, { is_primary: true });
  state.cards.push(card, makeCard(ctx, personal.id), makeCard(ctx, company.id, { is_primary: true }));

  state.credits.push(
    makeCredit(ctx, personal.id, state.ui.firstAccountCredit ?? 0, "First billing account", ctx.now - 200 * DAY),
    makeCredit(ctx, personal.id, 50, "Top-up with card", ctx.now - 60 * DAY),
    makeCredit(ctx, personal.id, -29.5, "Invoice payment", ctx.now - 30 * DAY),
  );

  const month = (back: number) => {
    const d = new Date(ctx.now);
    return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - back, 1);
  };
  state.invoices.push(
    makeInvoice(ctx, personal.id, month(3), 10, 18.4),
    makeInvoice(ctx, personal.id, month(2), 10, 24.19),
    makeInvoice(ctx, personal.id, month(1), 10, 29.5),
    makeInvoice(ctx, company.id, month(2), 10, 48.7),
    makeInvoice(ctx, company.id, month(1), 5, 50.18),
    makeInvoice(ctx, company.id, month(0), 0, 12.4),
  );

  // Networks first: every location gets its default network, tll a second one.
  for (const [i, location] of slugs.entries()) {
    state.networks.push(makeNetwork(ctx, location, 0, { subnet: `10.${i + 1}.100.0/24` }));
  }
  const first = slugs[0] ?? "tll";
  state.networks.push(makeNetwork(ctx, first, 1, { name: "backend" }));
  const defaultNet = (location: string) => state.networks.find((n) => n.location === location && n.is_default);

  const vmSpecs: { location: string; name: string; status: "running" | "stopped" | "creating"; account: number; os?: [string, string]; vcpu?: number; memory?: number; disks?: number[] }[] = [
    { location: first, name: "web-1", status: "running", account: personal.id, disks: [40] },
    { location: first, name: "web-2", status: "running", account: personal.id, disks: [40, 100] },
    { location: first, name: "db-primary", status: "stopped", account: company.id, vcpu: 4, memory: 8192, disks: [80] },
    { location: slugs[1] ?? first, name: "backup-box", status: "running", account: company.id, os: ["debian", "12"] },
    { location: slugs[3] ?? first, name: "jakarta-app", status: "running", account: company.id, os: ["almalinux", "9"] },
    { location: slugs[3] ?? first, name: "win-desktop", status: "stopped", account: personal.id, os: ["windows", "2022"], vcpu: 2, memory: 4096, disks: [60] },
    { location: first, name: "new-worker", status: "creating", account: limited.id, vcpu: 1, memory: 2048 },
  ];
  for (const spec of vmSpecs) {
    const net = defaultNet(spec.location);
    const vm = makeVm(ctx, {
      location: spec.location,
      name: spec.name,
      hostname: spec.name,
      status: spec.status,
      transition: spec.status === "creating" ? { to: "running", at: ctx.now + 2 * MINUTE } : null,
      billing_account: spec.account,
      os_name: spec.os?.[0] ?? "ubuntu",
      os_version: spec.os?.[1] ?? "24.04",
      ...(spec.os?.[0] === "windows" ? { license_type: "WINDOWS", username: "Administrator" } : {}),
      vcpu: spec.vcpu ?? 2,
      memory: spec.memory ?? 2048,
      diskSizes: spec.disks ?? [20],
      network_uuid: net?.uuid ?? "",
      created_at: formatDt(ctx.now - ctx.rng.int(1, 90) * DAY),
    });
    state.vms.push(vm);
  }
  const web1 = state.vms[0];
  const web1Disk = web1?.storage[0];
  if (web1 && web1Disk) {
    web1.backup = true;
    web1Disk.replica.push({
      uuid: `${web1.uuid}2026-01-01-03-00-00`,
      id: ctx.nextId(),
      master_id: web1Disk.id,
      master_uuid: web1Disk.uuid,
      type: "snapshot",
      size: web1Disk.size,
      pool: "",
      created_at: "2026-01-01 03:00:00.000000",
      updated_at: null,
    });
  }

  // Floating IPs: one on a VM, one spare.
  if (web1) {
    state.ips.push(
      makeFloatingIp(ctx, first, personal.id, {
        name: "web",
        assigned_to: web1.uuid,
        assigned_to_resource_type: "virtual_machine",
        assigned_to_private_ip: web1.private_ipv4,
      }),
    );
  }
  state.ips.push(makeFloatingIp(ctx, first, company.id, { name: "spare" }));

  const lbNet = defaultNet(first);
  if (lbNet) {
    const lb = makeLoadBalancer(ctx, first, personal.id, lbNet.uuid, { display_name: "web-lb" });
    lb.forwarding_rules.push({
      uuid: ctx.rng.uuid(),
      protocol: "TCP",
      source_port: 443,
      target_port: 8443,
      created_at: lb.created_at,
      settings: { connection_limit: 10000, session_persistence: "SOURCE_IP" },
    });
    for (const vm of state.vms.slice(0, 2)) {
      lb.targets.push({ target_uuid: vm.uuid, target_type: "vm", target_ip_address: vm.private_ipv4, created_at: lb.created_at });
    }
    state.loadBalancers.push(lb);
  }

  state.buckets.push(
    makeBucket(ctx, "demo-assets", personal.id, { size_bytes: 3189211059, num_objects: 1523 }),
    makeBucket(ctx, "acme-backups", company.id, { size_bytes: 98765432100, num_objects: 88 }),
    makeBucket(ctx, "empty-bucket", personal.id),
  );
  state.s3Keys.push({ userId: state.user.name, user_id: state.user.id, accessKey: "MOCKACCESSKEY0000001", secretKey: "mockSecretKey0000000000000000000000000001" });

  const servicesLocation = slugs[3] ?? first;
  state.services.push(
    makeService(ctx, servicesLocation, company.id, { service: "postgresql", version: "16", display_name: "orders-db" }),
    makeService(ctx, first, personal.id, { service: "mariadb", version: "11.4", display_name: "blog-db", whitelist_addresses: ["10.123.8.0/24"] }),
  );

  state.tokens.push(
    makeToken(ctx, { description: "CI deploys" }),
    makeToken(ctx, { description: "Acme monitoring", restricted: true, billing_account_id: company.id }),
  );

  const delegation = makeDelegation(ctx, company.id, "Acme accountants");
  delegation.impersonations.push(
    { uuid: ctx.rng.uuid(), grantee_id: 31, grantee_username: "accountant@example.com", is_accepted: true, accepted_at: formatDt(ctx.now - 10 * DAY), created_at: formatDt(ctx.now - 12 * DAY) },
    { uuid: ctx.rng.uuid(), grantee_id: null, grantee_username: "new.hire@example.com", is_accepted: false, accepted_at: null, created_at: formatDt(ctx.now - DAY) },
  );
  state.delegations.push(delegation);
  state.receivedImpersonations.push({
    uuid: ctx.rng.uuid(),
    grantee_id: state.user.id,
    grantee_username: state.user.name,
    is_accepted: true,
    accepted_at: formatDt(ctx.now - 20 * DAY),
    created_at: formatDt(ctx.now - 21 * DAY),
    access_owner: "agency@example.com",
    billing_account_name: "Agency clients",
  });
  state.receivedImpersonations.push({
    uuid: ctx.rng.uuid(),
    grantee_id: state.user.id,
    grantee_username: state.user.name,
    is_accepted: false,
    accepted_at: null,
    created_at: formatDt(ctx.now - 2 * DAY),
    access_owner: "partner@example.com",
    billing_account_name: "Partner Ltd",
  });

  // One machine leased in the first location.
  const machine = state.metalMachines.find((m) => m.location === first && m.status === "available");
  if (machine) {
    const leaseUuid = ctx.rng.uuid();
    machine.status = "in_use";
    machine.billing_account_id = personal.id;
    machine.lease_uuid = leaseUuid;
    state.metalLeases.push({
      uuid: leaseUuid,
      location: first,
      machine_uuid: machine.uuid,
      spec_uuid: machine.spec_uuid,
      requested_os_id: "ubuntu-24_04",
      os_id: "ubuntu-24_04",
      display_name: "build-server",
      user_id: state.user.id,
      billing_account_id: personal.id,
      status: "in_use",
      started_at: ctx.now - 40 * DAY,
      transition: null,
      created_at: formatDt(ctx.now - 40 * DAY),
    });
  }

  seedBlockStorageAndKeys(ctx, state, first, personal.id);
  seedFirewalls(ctx, state, first, personal.id, "web-1");
}
