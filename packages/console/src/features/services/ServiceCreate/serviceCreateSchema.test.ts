import { describe, expect, it } from "vitest";
import type { ServiceImage } from "@cloudconsole/sdk";
import { presetChoice, sizeLimits } from "./serviceCreateChoices";
import { serviceCreateT } from "../testing";
import { serviceCreateSchema } from "./serviceCreateRules";

const catalogue: ServiceImage[] = [
  { service: "postgresql", display_name: "PostgreSQL", versions: ["16", "15"] },
  { service: "mariadb", display_name: "MariaDB", versions: ["11.4", "10.11"] },
];

describe("presetChoice", () => {
  it("picks the service and version an application-catalog link names", () => {
    expect(presetChoice(catalogue, new URLSearchParams("osName=mariadb&osVersion=10.11"))).toEqual({ service: "mariadb", version: "10.11" });
    expect(presetChoice(catalogue, new URLSearchParams("osName=MariaDB"))).toEqual({ service: "mariadb", version: "11.4" });
  });

  it("falls back to the first service and its first version", () => {
    expect(presetChoice(catalogue, new URLSearchParams("osName=oracle&osVersion=1"))).toEqual({ service: "postgresql", version: "16" });
  });
});

describe("serviceCreateSchema", () => {
  const limits = sizeLimits([
    { parameter: "vcpu", type: "integer", constraint: "range", mandatory: true, min: 1, max: 16 },
    { parameter: "ram", type: "integer", constraint: "range", mandatory: true, min: 512, max: 65536 },
  ]);
  const valid = { name: "db", billingAccountId: "1", service: "postgresql", version: "16", nodes: "single", vcpu: "2", ramMb: "2048", diskGb: "20", reservePublicIp: true, location: "tll" };

  it("accepts sizes within the configured limits", () => {
    expect(serviceCreateSchema(limits, serviceCreateT).safeParse(valid).success).toBe(true);
  });

  it("refuses sizes outside the limits, naming them", () => {
    const result = serviceCreateSchema(limits, serviceCreateT).safeParse({ ...valid, vcpu: "17", ramMb: "256" });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(["vCPU must be from 1 to 16", "RAM must be from 512 to 65536 MB"]);
  });
});
