import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRef } from "react";
import { describe, expect, it, vi } from "vitest";
import { Select } from "./Select";

const locations = [
  { value: "tll", label: "Tallinn" },
  { value: "fra", label: "Frankfurt" },
  { value: "sgp", label: "Singapore", disabled: true },
];

describe("Select", () => {
  it("is a combobox named by its visible label", async () => {
    render(<Select label="Location" options={locations} />);
    const select = screen.getByRole("combobox", { name: "Location" });
    expect(select.tagName).toBe("SELECT");
    await userEvent.click(screen.getByText("Location"));
    expect(select).toHaveFocus();
  });

  it("selects an option and reports the change", async () => {
    const onChange = vi.fn<(value: string) => void>();
    render(<Select label="Location" options={locations} onChange={(e) => onChange(e.target.value)} />);
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Location" }), "Frankfurt");
    expect(onChange).toHaveBeenCalledWith("fra");
    expect(screen.getByRole("combobox")).toHaveValue("fra");
  });

  it("shows the value when an option has no label, and disables options", () => {
    render(<Select label="Size" options={[{ value: "small" }, ...locations]} />);
    expect(screen.getByRole("option", { name: "small" })).toBeInTheDocument();
    expect(screen.getByRole("option", { name: "Singapore" })).toBeDisabled();
  });

  it("starts on the placeholder, which a required select does not accept", () => {
    render(
      <form aria-label="f">
        <Select label="Location" options={locations} placeholder="Choose a location" required />
      </form>,
    );
    const select = screen.getByRole("combobox", { name: "Location" });
    expect(select).toHaveValue("");
    expect(screen.getByRole("option", { name: "Choose a location" })).toBeDisabled();
    expect(select).toBeInvalid();
  });

  it("links description and error, after the caller's own describedby, and marks it invalid", () => {
    render(
      <>
        <p id="extra">Extra.</p>
        <Select label="Location" options={locations} description="Closest is fastest." error="Not available." aria-describedby="extra" />
      </>,
    );
    const select = screen.getByRole("combobox", { name: "Location" });
    expect(select).toHaveAttribute("aria-invalid", "true");
    expect(select).toHaveAccessibleDescription("Extra. Closest is fastest. Not available.");
  });

  it("accepts option children, a controlled value and forwards the ref", () => {
    const ref = createRef<HTMLSelectElement>();
    render(
      <Select ref={ref} label="Currency" value="usd" onChange={() => {}}>
        <option value="eur">EUR</option>
        <option value="usd">USD</option>
      </Select>,
    );
    expect(ref.current).toBe(screen.getByRole("combobox", { name: "Currency" }));
    expect(ref.current).toHaveValue("usd");
  });

  it("is disabled when asked", () => {
    render(<Select label="Location" options={locations} disabled />);
    expect(screen.getByRole("combobox", { name: "Location" })).toBeDisabled();
  });
});
