import { describe, expect, it } from "vitest";
import type { Price, PriceLists, ServicePackage } from "@cloudconsole/sdk";
import { runningServicePrice } from "./pricing";

/** One hourly price per unit, its month at 730 hours, from the first unit on. */
const price = (perHour: number, bound: Partial<Price> = {}): Price => ({ price_per_unit: perHour, price_per_unit_month: perHour * 730, description: "", ...bound });

const lists: PriceLists = {
  CPU: [price(0.01, { num_cpus_from: 1 })],
  RAM: [price(0.005, { gigabytes_from: 0 })],
  STORAGE: [price(0.0001, { gigabytes_from: 0 })],
};

type Resource = NonNullable<ServicePackage["resources"]>[number];
const vm = (allocation: Record<string, unknown>): Resource => ({ resource_id: "r", resource_type: "vm", resource_allocation: allocation });

describe("what a running service costs", () => {
  it("adds up each VM's vCPU, RAM (per GB) and disks, with the service's multipliers", () => {
    const total = runningServicePrice(lists, {
      prices: [{ resourceType: "CPU", priceMultiplier: 2 }],
      resources: [vm({ vcpu: 2, memory: 4096, storage: [{ size: 40 }, { size: 10 }] }), vm({ vcpu: 1, memory: 1024, storage: [{ size: 20 }] })],
    });
    // CPU 2×0.01×2 + RAM 4×0.005 + disk 50×0.0001, then CPU 1×0.01×2 + RAM 1×0.005 + disk 20×0.0001.
    expect(total?.hourly).toBeCloseTo(0.04 + 0.02 + 0.005 + 0.02 + 0.005 + 0.002, 10);
    expect(total?.monthly).toBeCloseTo((0.04 + 0.02 + 0.005 + 0.02 + 0.005 + 0.002) * 730, 6);
  });

  it("leaves out what is not a VM and VMs that do not say their size (vCPU, RAM and disks) yet", () => {
    const virtualIp = { resource_id: "ip", resource_type: "virtual_ip", resource_allocation: {} } as unknown as Resource;
    expect(runningServicePrice(lists, { resources: [virtualIp, vm({})] })).toBeUndefined();
    expect(runningServicePrice(lists, { resources: [virtualIp, vm({ vcpu: 1, memory: 1024, storage: [{ size: 10 }] })] })?.hourly).toBeCloseTo(0.016, 10);
  });
});
