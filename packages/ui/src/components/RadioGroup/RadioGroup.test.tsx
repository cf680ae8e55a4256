import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { RadioGroup, type RadioOption } from "./RadioGroup";

const sizes: RadioOption[] = [
  { value: "s", label: "Small", description: "1 vCPU · 1 GB RAM", aside: "5 EUR" },
  { value: "m", label: "Medium", description: "2 vCPU · 4 GB RAM", aside: "12 EUR" },
  { value: "l", label: "Large", description: "4 vCPU · 4 GB RAM", disabled: true },
  { value: "xl", label: "Huge" },
];

describe("RadioGroup", () => {
  it("is a group named by its legend with one radio per option", () => {
    render(<RadioGroup label="Size" options={sizes} />);
    expect(screen.getByRole("group", { name: "Size" })).toBeInTheDocument();
    expect(screen.getAllByRole("radio")).toHaveLength(4);
    expect(screen.getByRole("radio", { name: "Medium" })).toHaveAccessibleDescription("2 vCPU · 4 GB RAM 12 EUR");
  });

  it("selects by clicking anywhere on an option and reports the value", async () => {
    const onValueChange = vi.fn();
    render(<RadioGroup label="Size" options={sizes} variant="cards" onValueChange={onValueChange} />);
    await userEvent.click(screen.getByText("2 vCPU · 4 GB RAM"));
    expect(screen.getByRole("radio", { name: "Medium" })).toBeChecked();
    expect(onValueChange).toHaveBeenCalledWith("m");
  });

  it("moves the selection with arrow keys and is one tab stop", async () => {
    render(
      <>
        <RadioGroup label="Size" options={sizes} defaultValue="s" />
        <button type="button">After</button>
      </>,
    );
    await userEvent.tab();
    expect(screen.getByRole("radio", { name: "Small" })).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}");
    expect(screen.getByRole("radio", { name: "Medium" })).toBeChecked();
    await userEvent.tab();
    expect(screen.getByRole("button", { name: "After" })).toHaveFocus();
  });

  it("does not select disabled options", async () => {
    render(<RadioGroup label="Size" options={sizes} />);
    await userEvent.click(screen.getByText("Large"));
    expect(screen.getByRole("radio", { name: "Large" })).not.toBeChecked();
    expect(screen.getByRole("radio", { name: "Large" })).toBeDisabled();
  });

  it("works controlled", async () => {
    function Controlled() {
      const [size, setSize] = useState("m");
      return (
        <>
          <RadioGroup label="Size" options={sizes} value={size} onValueChange={setSize} />
          <p>Chosen: {size}</p>
        </>
      );
    }
    render(<Controlled />);
    expect(screen.getByRole("radio", { name: "Medium" })).toBeChecked();
    await userEvent.click(screen.getByRole("radio", { name: "Huge" }));
    expect(screen.getByText("Chosen: xl")).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "Medium" })).not.toBeChecked();
  });

  it("reads description and error with the group and marks radios required", () => {
    render(<RadioGroup label="Size" options={sizes} description="Resize later at any time." error="Choose a size." required />);
    expect(screen.getByRole("group", { name: "Size" })).toHaveAccessibleDescription("Resize later at any time. Choose a size.");
    for (const radio of screen.getAllByRole("radio")) {
      expect(radio).toBeRequired();
    }
  });

  it("submits the chosen value under its name", async () => {
    render(
      <form aria-label="order">
        <RadioGroup label="Size" name="size" options={sizes} />
      </form>,
    );
    await userEvent.click(screen.getByRole("radio", { name: "Huge" }));
    expect(new FormData(screen.getByRole<HTMLFormElement>("form")).get("size")).toBe("xl");
  });

  it("disables every option when disabled", () => {
    render(<RadioGroup label="Size" options={sizes} disabled />);
    for (const radio of screen.getAllByRole("radio")) expect(radio).toBeDisabled();
  });
});
