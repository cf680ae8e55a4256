import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PageHeader } from "./PageHeader";

describe("PageHeader", () => {
  it("shows the title as the page's h1", () => {
    render(<PageHeader title="Servers" />);
    expect(screen.getByRole("heading", { level: 1, name: "Servers" })).toBeInTheDocument();
  });

  it("puts back link, title, badge, subtitle and actions in reading order", () => {
    render(
      <PageHeader
        data-testid="header"
        back={<a href="/servers">Servers</a>}
        title="web-1"
        badge={<span>Running</span>}
        subtitle="Tallinn · 192.0.2.10"
        actions={<button type="button">Stop</button>}
      />,
    );
    const header = screen.getByTestId("header");
    expect(header.tagName).toBe("HEADER");
    expect(header.textContent).toBe("Serversweb-1RunningTallinn · 192.0.2.10Stop");
    expect(screen.getByRole("link", { name: "Servers" })).toHaveAttribute("href", "/servers");
    expect(screen.getByRole("button", { name: "Stop" })).toBeInTheDocument();
  });

  it("takes another heading level", () => {
    render(<PageHeader title="Backups" level={2} />);
    expect(screen.getByRole("heading", { level: 2, name: "Backups" })).toBeInTheDocument();
  });

  it("renders nothing extra when only a title is given", () => {
    render(<PageHeader data-testid="header" title="Billing" />);
    expect(screen.getByTestId("header")).toHaveTextContent(/^Billing$/);
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });
});
