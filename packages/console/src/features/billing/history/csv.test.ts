import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "./csv";

describe("csvCell", () => {
  it.each([
    ["plain", "plain"],
    ["a, b", '"a, b"'],
    ['say "hi"', '"say ""hi"""'],
    ["two\nlines", '"two\nlines"'],
    ["=SUM(A1)", "'=SUM(A1)"],
    ["+1", "'+1"],
    ["-5 credit", "'-5 credit"],
    ["@cmd", "'@cmd"],
    ["=a,b", `"'=a,b"`],
    ["", ""],
    [12.5, "12.5"],
    [-3, "-3"],
    [Number.NaN, ""],
    [null, ""],
    [undefined, ""],
  ] as const)("writes %j as %s", (value, written) => expect(csvCell(value)).toBe(written));
});

describe("toCsv", () => {
  it("joins cells with commas and rows with CRLF, ending with a line break", () => {
    expect(toCsv([["Item", "Amount"], ["VM, small", 1.5]])).toBe('Item,Amount\r\n"VM, small",1.5\r\n');
  });
});
