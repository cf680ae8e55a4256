import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { Toolbar } from "./Toolbar";

describe("Toolbar", () => {
  it("lays out start controls before end controls, each its own tab stop", async () => {
    render(
      <Toolbar data-testid="bar" end={<button type="button">Create server</button>}>
        <button type="button">Refresh</button>
        <span>3 servers</span>
      </Toolbar>,
    );
    expect(screen.getByTestId("bar")).toHaveTextContent("Refresh3 serversCreate server");
    expect(screen.queryByRole("toolbar")).not.toBeInTheDocument();
    await userEvent.tab();
    expect(screen.getByRole("button", { name: "Refresh" })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole("button", { name: "Create server" })).toHaveFocus();
  });

  it("can be a labelled group", () => {
    render(<Toolbar role="group" aria-label="Server list actions" end={<button type="button">Create</button>} />);
    expect(screen.getByRole("group", { name: "Server list actions" })).toContainElement(screen.getByRole("button", { name: "Create" }));
  });
});
