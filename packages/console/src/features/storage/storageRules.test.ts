import { describe, expect, it } from "vitest";
import { bucketResolverFor } from "./storageRules";
import { storageT } from "./testing";

/** What the bucket form says about a name, with an account chosen. */
async function nameErrors(name: string) {
  const result = await bucketResolverFor(storageT)({ name, billingAccountId: "1" }, undefined, { fields: {}, shouldUseNativeValidation: false, criteriaMode: "all" });
  return result.errors.name;
}

describe("the bucket form's name rule", () => {
  it("says 'This field is required' for an empty name, and nothing about its length", async () => {
    const errors = await nameErrors("");
    expect(errors?.message).toBe("This field is required");
    expect(Object.values(errors?.types ?? {}).flat()).toEqual(["This field is required"]);
  });

  it("names each broken part of a name that was typed", async () => {
    expect(Object.values((await nameErrors("A"))?.types ?? {}).flat()).toEqual(["Use 3 to 63 characters (now 1).", "Use only lowercase letters, digits and hyphens, not “A”.", "Start with a letter or digit.", "End with a letter or digit."]);
    expect(await nameErrors("web-1")).toBeUndefined();
  });
});
