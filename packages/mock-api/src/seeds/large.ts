import type { FactoryContext } from "../factories/context.js";
import { makeBillingAccount, makeBucket, makeFloatingIp, makeInvoice, makeNetwork, makeToken, makeVm } from "../factories/entities.js";
import { DAY, formatDt } from "../factories/time.js";
import type { MockState } from "../store/state.js";
import { seedDemo } from "./demo.js";

/** How many of each resource the `large` preset adds on top of `demo`. */
export const LARGE_PRESET_COUNTS = {
  billingAccounts: 50,
  vms: 10_000,
  networksPerLocation: 50,
  ips: 2_000,
  buckets: 1_000,
  tokens: 500,
  invoicesPerAccount: 24,
} as const;

/** The demo account scaled up for performance work: 10,000 VMs and thousands of other resources. */
export function seedLarge(ctx: FactoryContext, state: MockState): void {
  seedDemo(ctx, state);
  const slugs = state.locations.map((l) => l.slug);
  const accounts = Array.from({ length: LARGE_PRESET_COUNTS.billingAccounts }, (_, i) =>
    makeBillingAccount(ctx, { title: `Project ${i + 1}`, site: state.ui.siteTheme, credit_amount: ctx.rng.int(0, 500) }),
  );
  state.billingAccounts.push(...accounts);
  for (const location of slugs) {
    for (let i = 1; i <= LARGE_PRESET_COUNTS.networksPerLocation; i++) {
      state.networks.push(makeNetwork(ctx, location, 10 + i, { name: `net-${location}-${i}`, is_default: false }));
    }
  }
  const statuses = ["running", "running", "running", "stopped"] as const;
  for (let i = 0; i < LARGE_PRESET_COUNTS.vms; i++) {
    const account = ctx.rng.pick(accounts);
    state.vms.push(
      makeVm(ctx, {
        location: ctx.rng.pick(slugs),
        name: `vm-${String(i + 1).padStart(5, "0")}`,
        status: ctx.rng.pick(statuses),
        billing_account: account.id,
        vcpu: ctx.rng.pick([1, 2, 4, 8]),
        memory: ctx.rng.pick([1024, 2048, 4096, 8192]),
        created_at: formatDt(ctx.now - ctx.rng.int(1, 700) * DAY),
      }),
    );
  }
  for (let i = 0; i < LARGE_PRESET_COUNTS.ips; i++) {
    state.ips.push(makeFloatingIp(ctx, ctx.rng.pick(slugs), ctx.rng.pick(accounts).id, { name: `ip-${i + 1}` }));
  }
  for (let i = 0; i < LARGE_PRESET_COUNTS.buckets; i++) {
    state.buckets.push(makeBucket(ctx, `bucket-${String(i + 1).padStart(4, "0")}`, ctx.rng.pick(accounts).id, { num_objects: ctx.rng.int(0, 100000) }));
  }
  for (let i = 0; i < LARGE_PRESET_COUNTS.tokens; i++) {
    state.tokens.push(makeToken(ctx, { description: `token ${i + 1}` }));
  }
  const d = new Date(ctx.now);
  for (const account of accounts) {
    for (let m = LARGE_PRESET_COUNTS.invoicesPerAccount; m >= 1; m--) {
      state.invoices.push(makeInvoice(ctx, account.id, Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - m, 1), 10, ctx.rng.int(100, 9000) / 100));
    }
  }
}
