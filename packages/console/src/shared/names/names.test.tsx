import { describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import { hasBidiControls, nameParts, plainName } from "./bidi";
import { ResourceName } from "./ResourceName";

const BIDI_WARNING = "Contains direction-changing characters";

describe("direction controls in names", () => {
  it.each([
    ["\u202Eevil.exe", "⟨U+202E⟩evil.exe"],
    ["report\u202Dfdp.exe", "report⟨U+202D⟩fdp.exe"],
    ["a\u202Ab\u202Cc", "a⟨U+202A⟩b⟨U+202C⟩c"],
    ["\u2066isolated\u2069", "⟨U+2066⟩isolated⟨U+2069⟩"],
    ["\u2067\u2068", "⟨U+2067⟩⟨U+2068⟩"],
    ["marks\u200E\u200F\u061C", "marks⟨U+200E⟩⟨U+200F⟩⟨U+061C⟩"],
  ])("shows %j as %j", (name, shown) => {
    expect(hasBidiControls(name)).toBe(true);
    expect(plainName(name)).toBe(shown);
    expect(nameParts(name).map((part) => part.text).join("")).toBe(shown);
  });

  it.each(["web-1", "שרת ראשי", "خادم-1", "caf\u00e9 \u2014 prod", ""])("leaves %j as it is", (name) => {
    expect(hasBidiControls(name)).toBe(false);
    expect(plainName(name)).toBe(name);
  });

  it("splits a name into its text and its controls, in order", () => {
    expect(nameParts("a\u202Eb")).toEqual([
      { kind: "text", text: "a" },
      { kind: "control", text: "⟨U+202E⟩" },
      { kind: "text", text: "b" },
    ]);
  });
});

describe("ResourceName", () => {
  it("isolates a plain name and adds no mark", () => {
    const { container } = render(<ResourceName name="web-1" />);
    expect(container.querySelector("bdi")).toHaveTextContent(/^web-1$/);
    expect(screen.queryByRole("img", { name: BIDI_WARNING })).not.toBeInTheDocument();
  });

  it("shows a right-to-left override by its code point, in the order typed, and flags the name", () => {
    const { container } = render(
      <p>
        VM <ResourceName name={"\u202Eevil.exe"} /> is running
      </p>,
    );
    const name = container.querySelector("bdi");
    expect(name?.textContent).toBe("⟨U+202E⟩evil.exe");
    expect(container.textContent).not.toMatch(/[\u202a-\u202e\u2066-\u2069]/);
    expect(screen.getByRole("img", { name: BIDI_WARNING })).toHaveAttribute("title", BIDI_WARNING);
  });
});
