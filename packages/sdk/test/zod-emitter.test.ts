import { describe, expect, it } from "vitest";
import { emitSchema, orderComponents } from "../scripts/zod-emitter.mjs";

describe("zod emitter", () => {
  it.each([
    [{ type: "string" }, "z.string()"],
    [{ type: "string", minLength: 3, maxLength: 63, pattern: "^a$" }, 'z.string().min(3).max(63).regex(new RegExp("^a$"))'],
    [{ type: "integer", minimum: 1 }, "z.int().gte(1)"],
    [{ type: "number", exclusiveMinimum: 0, maximum: 100 }, "z.number().gt(0).lte(100)"],
    [{ type: ["string", "null"] }, "z.string().nullable()"],
    [{ type: ["integer", "string"] }, "z.union([z.int(), z.string()])"],
    [{ enum: ["a", "b"] }, 'z.enum(["a", "b"])'],
    [{ type: "integer", enum: [0, 5, 10] }, "z.union([z.literal(0), z.literal(5), z.literal(10)])"],
    [{ const: "current" }, 'z.literal("current")'],
    [{ $ref: "#/components/schemas/UiConfig" }, "zUiConfig"],
    [{ type: "array", items: { type: "boolean" } }, "z.array(z.boolean())"],
    [{ type: "object", additionalProperties: { type: "string" } }, "z.record(z.string(), z.string())"],
    [{ type: "object", required: ["a"], properties: { a: { type: "string" }, b: { type: "number" } } }, "z.object({\n  a: z.string(),\n  b: z.number().optional(),\n})"],
    [{ oneOf: [{ type: "string" }, { type: "null" }] }, "z.union([z.string(), z.null()])"],
    [{}, "z.unknown()"],
  ])("emits %o as %s", (schema, code) => expect(emitSchema(schema)).toBe(code));

  it.each([
    [{ type: "string", format: "email", if: {} }, 'unsupported JSON Schema keyword "if"'],
    [{ type: "object", required: ["x"], properties: {} }, 'required property "x" is not declared'],
    [{ $ref: "./other.yaml#/Foo" }, "Only local component references"],
  ])("refuses %o", (schema, message) => expect(() => emitSchema(schema)).toThrow(message));

  it("orders components after their dependencies and refuses cycles", () => {
    expect(orderComponents({ B: { $ref: "#/components/schemas/A" }, A: { type: "string" } })).toEqual(["A", "B"]);
    expect(() => orderComponents({ A: { type: "array", items: { $ref: "#/components/schemas/A" } } })).toThrow("Recursive schema");
  });
});
