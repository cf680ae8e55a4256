import { describe, expect, it } from "vitest";
import { volumeT } from "../testing";
import { sizeProblem } from "./volumeRules";

describe("a volume's size", () => {
  it.each([
    ["", undefined, "This field is required"],
    ["  ", undefined, "This field is required"],
    ["1.5", undefined, "Enter a whole number of GB"],
    ["-3", undefined, "Enter a whole number of GB"],
    ["0", undefined, "A volume has at least 1 GB"],
    ["1", undefined, undefined],
    [" 100 ", undefined, undefined],
    ["", 50, undefined],
    ["50", 50, undefined],
    ["80", 50, undefined],
    ["20", 50, "A copy is at least as large as its source: enter 50 GB or more, or leave it empty"],
    ["twenty", 50, "Enter a whole number of GB"],
  ])("typed as %j, from a source of %s GB: %s", (text, sourceSizeGb, problem) => {
    expect(sizeProblem(text, volumeT, sourceSizeGb)).toBe(problem);
  });
});
