import { operationMeta } from "@cloudconsole/sdk";
import { describe, expect, it } from "vitest";
import { bundleContract } from "../../sdk/scripts/generate.mjs";
import { requestRules } from "../src/generated/requestRules.js";
import { requestRulesSource } from "./requestRulesSource.js";

describe("the request rules", () => {
  it("are generated from the current contract (update: npx vitest run -u test/requestRules.test.ts)", async () => {
    await expect(requestRulesSource(await bundleContract())).toMatchFileSnapshot("../src/generated/requestRules.ts");
  });

  it("cover every operation of the contract", () => {
    expect(Object.keys(requestRules).sort()).toEqual(Object.keys(operationMeta).sort());
  });

  it("carry the contract's limits", () => {
    expect(requestRules["post /{location}/network/load_balancers/{uuid}/forwarding_rules"].fields.source_port).toEqual({ type: "integer", minimum: 1, maximum: 65535 });
    expect(requestRules["post /{location}/user-resource/vm"].fields.vcpu).toEqual({ type: "integer", minimum: 1 });
    expect(requestRules["put /storage/bucket"].fields.name).toMatchObject({ type: "string", minLength: 3, maxLength: 63 });
    expect(requestRules["post /{location}/user-resource/vm"].path.location).toEqual({ type: "string" });
    expect(requestRules["post /payment/billing_account"].fields.lang).toMatchObject({ type: "string", pattern: "^([A-Za-z]{2,3})?$" });
  });
});
