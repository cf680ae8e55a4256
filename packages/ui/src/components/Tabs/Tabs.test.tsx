import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { Tabs, type TabItem } from "./Tabs";

const items: TabItem[] = [
  { value: "overview", label: "Overview", content: <p>CPU and RAM</p> },
  { value: "network", label: "Network", content: <p>IP addresses</p> },
  { value: "backups", label: "Backups", content: <p>No backups</p>, disabled: true },
  { value: "settings", label: "Settings", content: <input aria-label="Server name" /> },
];

describe("Tabs", () => {
  it("is a labelled tab list whose first tab is selected and controls the visible panel", () => {
    render(<Tabs label="Server sections" items={items} />);
    expect(screen.getByRole("tablist", { name: "Server sections" })).toBeInTheDocument();
    const overview = screen.getByRole("tab", { name: "Overview" });
    expect(overview).toHaveAttribute("aria-selected", "true");
    const panel = screen.getByRole("tabpanel", { name: "Overview" });
    expect(panel).toHaveTextContent("CPU and RAM");
    expect(overview).toHaveAttribute("aria-controls", panel.id);
    expect(screen.queryByText("IP addresses")).not.toBeInTheDocument();
  });

  it("moves with arrow keys, skips disabled tabs and wraps, Home and End jump", async () => {
    render(<Tabs label="Server sections" items={items} />);
    await userEvent.tab();
    expect(screen.getByRole("tab", { name: "Overview" })).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Network" })).toHaveFocus();
    expect(screen.getByRole("tabpanel")).toHaveTextContent("IP addresses");
    await userEvent.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Settings" })).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Overview" })).toHaveFocus();
    await userEvent.keyboard("{End}");
    expect(screen.getByRole("tab", { name: "Settings" })).toHaveAttribute("aria-selected", "true");
    await userEvent.keyboard("{Home}");
    expect(screen.getByRole("tab", { name: "Overview" })).toHaveAttribute("aria-selected", "true");
  });

  it("lets Tab leave the list for the panel (one tab stop for the whole list)", async () => {
    render(<Tabs label="Server sections" items={items} defaultValue="network" />);
    await userEvent.tab();
    expect(screen.getByRole("tab", { name: "Network" })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole("tabpanel", { name: "Network" })).toHaveFocus();
  });

  it("selects on click and ignores disabled tabs", async () => {
    const onValueChange = vi.fn();
    render(<Tabs label="Server sections" items={items} onValueChange={onValueChange} />);
    await userEvent.click(screen.getByRole("tab", { name: "Backups" }));
    expect(onValueChange).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole("tab", { name: "Network" }));
    expect(onValueChange).toHaveBeenCalledWith("network");
    expect(screen.getByRole("tabpanel")).toHaveTextContent("IP addresses");
  });

  it("works controlled", async () => {
    function Controlled() {
      const [tab, setTab] = useState("network");
      return (
        <>
          <p>Current: {tab}</p>
          <Tabs label="Sections" items={items} value={tab} onValueChange={setTab} />
        </>
      );
    }
    render(<Controlled />);
    expect(screen.getByRole("tab", { name: "Network" })).toHaveAttribute("aria-selected", "true");
    await userEvent.click(screen.getByRole("tab", { name: "Settings" }));
    expect(screen.getByText("Current: settings")).toBeInTheDocument();
  });

  it("does not change a controlled value the caller rejects", async () => {
    render(<Tabs label="Sections" items={items} value="overview" onValueChange={() => {}} />);
    await userEvent.click(screen.getByRole("tab", { name: "Network" }));
    expect(screen.getByRole("tab", { name: "Overview" })).toHaveAttribute("aria-selected", "true");
  });

  it("in manual mode selects only on Enter or Space", async () => {
    render(<Tabs label="Sections" items={items} activationMode="manual" />);
    await userEvent.tab();
    await userEvent.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Network" })).toHaveAttribute("aria-selected", "false");
    await userEvent.keyboard("{Enter}");
    expect(screen.getByRole("tab", { name: "Network" })).toHaveAttribute("aria-selected", "true");
  });

  it("keeps typed input across tabs when keepMounted", async () => {
    render(<Tabs label="Sections" items={items} keepMounted />);
    await userEvent.click(screen.getByRole("tab", { name: "Settings" }));
    await userEvent.type(screen.getByRole("textbox", { name: "Server name" }), "web-1");
    await userEvent.click(screen.getByRole("tab", { name: "Overview" }));
    await userEvent.click(screen.getByRole("tab", { name: "Settings" }));
    expect(screen.getByRole("textbox", { name: "Server name" })).toHaveValue("web-1");
  });

  it("mirrors the arrows right to left", async () => {
    render(
      <div dir="rtl" style={{ direction: "rtl" }}>
        <Tabs label="Sections" items={items} />
      </div>,
    );
    await userEvent.tab();
    await userEvent.keyboard("{ArrowLeft}");
    expect(screen.getByRole("tab", { name: "Network" })).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Overview" })).toHaveFocus();
  });

  it("is entered again at the selected tab after focus left it in manual mode", async () => {
    render(
      <>
        <Tabs label="Sections" items={items} activationMode="manual" />
        <button type="button">After</button>
      </>,
    );
    await userEvent.tab();
    await userEvent.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Network" })).toHaveFocus();
    // Only one tab is a tab stop: the one with focus.
    expect(screen.getAllByRole("tab").filter((tab) => tab.tabIndex === 0)).toEqual([screen.getByRole("tab", { name: "Network" })]);
    await userEvent.click(screen.getByRole("button", { name: "After" }));
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    expect(screen.getByRole("tab", { name: "Overview" })).toHaveFocus();
  });
});
