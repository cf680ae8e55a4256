import { describe, expect, it } from "vitest";
import { metalSpecs } from "../src/config/catalog.js";
import { metalInvariantProblems } from "../src/handlers/metal.js";
import { LIFECYCLE_MS } from "../src/store/lifecycles.js";
import { useTestServer } from "./helpers.js";

interface Lease {
  uuid: string;
  status: string;
  machine: { status: string } | null;
}

describe("bare metal leases (metal config)", () => {
  const api = useTestServer({ preset: "demo", configName: "metal" });
  const lastSpec = metalSpecs[metalSpecs.length - 1];
  let accountId = 0;
  let lease: Lease;

  const order = () =>
    api.call("/tll/metal/leases", {
      method: "POST",
      form: { spec_uuid: lastSpec?.uuid ?? "", display_name: "box", requested_os_id: "ubuntu-24_04", billing_account_id: accountId },
    });

  it("leases a machine: pending, then in use", async () => {
    const [account] = (await (await api.call("/payment/billing_account/list")).json()) as { id: number }[];
    accountId = account?.id ?? 0;
    const response = await order();
    expect(response.status).toBe(200);
    lease = (await response.json()) as Lease;
    expect(lease.status).toBe("pending");
    expect(lease.machine?.status).toBe("pending");
    expect(metalInvariantProblems(api.server.store.state)).toEqual([]);
    api.clock.advance(LIFECYCLE_MS.metalProvision);
    const leases = (await (await api.call("/tll/metal/leases")).json()) as Lease[];
    expect(leases.find((l) => l.uuid === lease.uuid)).toMatchObject({ status: "in_use", machine: { status: "in_use" } });
  });

  it("answers 'No available machines' when the spec is sold out", async () => {
    const response = await order();
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ errors: { Error: "No available machines" } });
    const specs = (await (await api.call("/tll/metal/specs")).json()) as { uuid: string; is_available: boolean }[];
    expect(specs.find((s) => s.uuid === lastSpec?.uuid)?.is_available).toBe(false);
  });

  it("refuses release when too soon, then releases and clears the machine's billing account", async () => {
    const early = await api.call(`/tll/metal/leases/${lease.uuid}`, { method: "DELETE" });
    expect(await early.json()).toEqual({ errors: { Error: "Too soon to release machine" } });
    api.clock.advance(LIFECYCLE_MS.metalMinLease);
    const released = await api.call(`/tll/metal/leases/${lease.uuid}`, { method: "DELETE" });
    expect(released.status).toBe(200);
    const machine = api.server.store.state.metalMachines.find((m) => m.spec_uuid === lastSpec?.uuid && m.location === "tll");
    expect(machine).toMatchObject({ status: "cleaning", billing_account_id: null, lease_uuid: null });
    expect(metalInvariantProblems(api.server.store.state)).toEqual([]);
  });

  it("keeps a released machine cleaning, then makes it available again after the cleaning period", async () => {
    const machineOf = () => api.server.store.state.metalMachines.find((m) => m.spec_uuid === lastSpec?.uuid && m.location === "tll");
    api.clock.advance(LIFECYCLE_MS.metalCleaning - 1);
    expect((await order()).status).toBe(500);
    expect(machineOf()).toMatchObject({ status: "cleaning", billing_account_id: null, lease_uuid: null });
    api.clock.advance(1);
    const specs = (await (await api.call("/tll/metal/specs")).json()) as { uuid: string; is_available: boolean }[];
    expect(specs.find((s) => s.uuid === lastSpec?.uuid)?.is_available).toBe(true);
    expect(machineOf()).toMatchObject({ status: "available", billing_account_id: null, lease_uuid: null });
    expect(metalInvariantProblems(api.server.store.state)).toEqual([]);
    const again = await order();
    expect(again.status).toBe(200);
    expect(((await again.json()) as Lease).machine?.status).toBe("pending");
    expect(machineOf()).toMatchObject({ status: "pending", billing_account_id: accountId });
    expect(metalInvariantProblems(api.server.store.state)).toEqual([]);
  });

  it("refuses OS ids that break the pattern", async () => {
    const response = await api.call("/tll/metal/leases", {
      method: "POST",
      form: { spec_uuid: metalSpecs[0]?.uuid ?? "", display_name: "x", requested_os_id: "Ubuntu", billing_account_id: accountId },
    });
    expect(response.status).toBe(400);
  });
});
