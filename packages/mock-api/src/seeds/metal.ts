import { metalSpecs } from "../config/catalog.js";
import type { FactoryContext } from "../factories/context.js";
import { randomMac } from "../factories/entities.js";
import type { StoredMetalMachine } from "../store/entities.js";
import { LIFECYCLE_MS } from "../store/lifecycles.js";
import type { MockState } from "../store/state.js";

/** Machines per spec and location; the last spec has a single one so "No available machines" is easy to reach. */
export function seedMetalMachines(ctx: FactoryContext, state: MockState): void {
  for (const location of state.locations.map((l) => l.slug)) {
    metalSpecs.forEach((spec, specIndex) => {
      const count = specIndex === metalSpecs.length - 1 ? 1 : 3;
      for (let i = 0; i < count; i++) {
        const machine: StoredMetalMachine = {
          uuid: ctx.rng.uuid(),
          location,
          spec_uuid: spec.uuid,
          label: `${location}-${spec.title.split(" ")[1]?.toLowerCase() ?? "m"}-${i + 1}`,
          status: i === 2 ? "cleaning" : "available",
          billing_account_id: null,
          lease_uuid: null,
          mac_addresses: [randomMac(ctx), randomMac(ctx)],
          public_ips: [`195.222.${ctx.rng.int(0, 255)}.${ctx.rng.int(2, 254)}`],
          ready_at: i === 2 ? ctx.now + LIFECYCLE_MS.metalCleaning : null,
        };
        state.metalMachines.push(machine);
      }
    });
  }
}
