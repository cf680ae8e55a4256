import { describe, expect, it } from "vitest";
import { encodeFieldValue, encodeForm, encodeQuery, fillPath } from "../src/index.js";

describe("form and query encoding", () => {
  it.each([
    [true, "true"],
    [false, "false"],
    [0, "0"],
    [1.5, "1.5"],
    ["", undefined],
    [null, undefined],
    [undefined, undefined],
    [Number.NaN, undefined],
    ["text", "text"],
    [{ a: 1 }, '{"a":1}'],
    [[{ source_port: 80, target_port: 8080 }], '[{"source_port":80,"target_port":8080}]'],
  ])("encodes %o as %o", (value, text) => expect(encodeFieldValue(value)).toBe(text));

  it("drops absent values, repeats scalar arrays and keeps order", () => {
    expect(encodeForm({ b: 1, a: "", c: null, d: ["x", "y"], e: false }).toString()).toBe("b=1&d=x&d=y&e=false");
  });

  it("writes a query string only when something is left", () => {
    expect(encodeQuery({ a: undefined })).toBe("");
    expect(encodeQuery({ billing_account_id: 6, name: "a b" })).toBe("?billing_account_id=6&name=a+b");
  });

  it("fills and escapes path parameters", () => {
    expect(fillPath("/{location}/network/ip_addresses/{address}", { location: "tll", address: "1.1.1.1" })).toBe("/tll/network/ip_addresses/1.1.1.1");
    expect(fillPath("/storage/{name}", { name: "a/b" })).toBe("/storage/a%2Fb");
    expect(() => fillPath("/{location}/x", {})).toThrow('Path parameter "location" of /{location}/x is missing');
  });
});
