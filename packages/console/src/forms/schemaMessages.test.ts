import { describe, expect, it } from "vitest";
import { z } from "zod";
import { schemaMessage } from "./schemaMessages";

/** What zod says for `value` against `schema` with the console's map. */
const message = (schema: z.ZodType, value: unknown) => schema.safeParse(value, { error: schemaMessage }).error?.issues[0]?.message;

describe("schemaMessage", () => {
  it.each([
    ["a missing value", z.object({ name: z.string() }), {}, "Required"],
    ["a number for a text", z.string(), 5, "Expected string, received number"],
    ["null for a number", z.number(), null, "Expected number, received null"],
    ["a list for an object", z.object({}), [], "Expected object, received array"],
    ["NaN for a number", z.number(), Number.NaN, "Expected number, received nan"],
    ["a value outside the choices", z.enum(["s", "m"]), "xl", "Invalid input"],
    ["a value that fits no alternative", z.union([z.string(), z.number()]), true, "Invalid input"],
    ["a failed refinement", z.string().refine((text) => text.startsWith("a")), "b", "Invalid input"],
  ])("says the spec's words for %s", (_case, schema, value, expected) => {
    expect(message(schema, value)).toBe(expected);
  });

  it("leaves a schema's own message and zod's size wording alone", () => {
    expect(message(z.string().min(1, "This field is required"), "")).toBe("This field is required");
    expect(message(z.string().max(2), "abc")).toBe("Too big: expected string to have <=2 characters");
  });
});
