import { render, screen, within } from "@testing-library/react";
import { createRef } from "react";
import { describe, expect, it } from "vitest";
import { Card } from "./Card";

describe("Card", () => {
  it("renders its children in a div by default", () => {
    render(<Card data-testid="card">Content</Card>);
    const card = screen.getByTestId("card");
    expect(card.tagName).toBe("DIV");
    expect(card).toHaveTextContent("Content");
  });

  it("can be a labelled region", () => {
    render(
      <Card as="section" aria-labelledby="t">
        <h2 id="t">Billing</h2>
      </Card>,
    );
    expect(screen.getByRole("region", { name: "Billing" })).toBeInTheDocument();
  });

  it("stacks its children only when asked", () => {
    render(
      <>
        <Card data-testid="plain" />
        <Card data-testid="stacked" stack />
      </>,
    );
    expect(screen.getByTestId("stacked").className).not.toBe(screen.getByTestId("plain").className);
    expect(screen.getByTestId("stacked").className).toContain(screen.getByTestId("plain").className);
  });

  it("changes its class when elevated or padded differently", () => {
    render(
      <>
        <Card data-testid="a" />
        <Card data-testid="b" elevated />
        <Card data-testid="c" padding="none" />
      </>,
    );
    const a = screen.getByTestId("a").className;
    expect(screen.getByTestId("b").className).not.toBe(a);
    expect(screen.getByTestId("c").className).not.toBe(a);
  });

  it("forwards the ref", () => {
    const ref = createRef<HTMLElement>();
    render(<Card ref={ref} as="article" />);
    expect(ref.current?.tagName).toBe("ARTICLE");
  });

  describe("with a title", () => {
    it("is a section labelled by its title, an h2 by default", () => {
      render(<Card title="Disks">Two disks</Card>);
      const region = screen.getByRole("region", { name: "Disks" });
      expect(region.tagName).toBe("SECTION");
      const heading = within(region).getByRole("heading", { level: 2, name: "Disks" });
      expect(region).toHaveAttribute("aria-labelledby", heading.id);
      expect(region).toHaveTextContent("DisksTwo disks");
    });

    it("gives every card its own heading id", () => {
      render(
        <>
          <Card title="Name" />
          <Card title="Clone" />
        </>,
      );
      const ids = screen.getAllByRole("heading").map((heading) => heading.id);
      expect(new Set(ids).size).toBe(2);
      expect(screen.getByRole("region", { name: "Name" })).toBeInTheDocument();
      expect(screen.getByRole("region", { name: "Clone" })).toBeInTheDocument();
    });

    it.each([2, 3, 4] as const)("renders the title as an h%i when asked", (level) => {
      render(<Card title="Snapshots" titleLevel={level} />);
      expect(screen.getByRole("heading", { level, name: "Snapshots" })).toBeInTheDocument();
    });

    it("shows a description under the title and describes the region with it", () => {
      render(<Card title="Reinstall" description="Installs a fresh operating system. Its data is lost." />);
      const region = screen.getByRole("region", { name: "Reinstall" });
      expect(region).toHaveAccessibleDescription("Installs a fresh operating system. Its data is lost.");
      expect(screen.getByText("Installs a fresh operating system. Its data is lost.").tagName).toBe("P");
    });

    it("keeps the caller's own description ids first", () => {
      render(
        <>
          <p id="hint">Billing stops.</p>
          <Card title="Release" description="The machine is wiped." aria-describedby="hint" />
        </>,
      );
      expect(screen.getByRole("region", { name: "Release" })).toHaveAccessibleDescription("Billing stops. The machine is wiped.");
    });

    it("puts actions in the title row, after the title and before the content", () => {
      render(
        <Card title="Snapshots" actions={<button type="button">Take snapshot</button>}>
          <p>No records</p>
        </Card>,
      );
      const region = screen.getByRole("region", { name: "Snapshots" });
      expect(region).toHaveTextContent("SnapshotsTake snapshotNo records");
      expect(within(region).getByRole("button", { name: "Take snapshot" })).toBeInTheDocument();
      expect(region).not.toHaveAttribute("aria-describedby");
    });

    it("renders another element when asked and keeps stack, padding and ref", () => {
      const ref = createRef<HTMLElement>();
      render(
        <>
          <Card data-testid="plain" as="article" />
          <Card ref={ref} as="article" title="Overview" stack padding="lg" data-testid="titled" />
        </>,
      );
      const titled = screen.getByTestId("titled");
      expect(titled.tagName).toBe("ARTICLE");
      expect(ref.current).toBe(titled);
      expect(screen.getByRole("article", { name: "Overview" })).toBe(titled);
      expect(titled.className).not.toBe(screen.getByTestId("plain").className);
    });

    it("lets a caller's aria-labelledby win", () => {
      render(
        <>
          <h1 id="page">web-1 settings</h1>
          <Card title="Name" aria-labelledby="page" />
        </>,
      );
      expect(screen.getByRole("region", { name: "web-1 settings" })).toBeInTheDocument();
    });

    it("stays an unlabelled div without a title, ignoring description and actions", () => {
      render(<Card data-testid="card" description="Ignored" actions={<button type="button">Ignored</button>} />);
      const card = screen.getByTestId("card");
      expect(card.tagName).toBe("DIV");
      expect(card).not.toHaveAttribute("aria-labelledby");
      expect(card).toBeEmptyDOMElement();
    });
  });
});
