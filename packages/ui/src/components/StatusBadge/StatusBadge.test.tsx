import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { StatusBadge } from "./StatusBadge";

describe("StatusBadge", () => {
  it("says the state in text, with the dot hidden from screen readers", () => {
    render(<StatusBadge tone="success" data-testid="badge">Running</StatusBadge>);
    const badge = screen.getByTestId("badge");
    expect(badge).toHaveTextContent("Running");
    expect(badge).toHaveAccessibleName("");
    expect(badge.querySelector('[aria-hidden="true"]')).toBeInTheDocument();
  });

  it("pulses only when asked (transitional states)", () => {
    render(
      <>
        <StatusBadge data-testid="still">Stopped</StatusBadge>
        <StatusBadge data-testid="moving" tone="info" pulse>
          Creating
        </StatusBadge>
      </>,
    );
    const still = screen.getByTestId("still").querySelector('[aria-hidden="true"]');
    const moving = screen.getByTestId("moving").querySelector('[aria-hidden="true"]');
    expect(still).not.toHaveAttribute("data-pulse");
    expect(moving).toHaveAttribute("data-pulse", "true");
    expect(moving?.className).not.toBe(still?.className);
  });

  it.each(["neutral", "info", "success", "warning", "error"] as const)("gives tone %s its own colours", (tone) => {
    render(
      <>
        <StatusBadge data-testid="neutral">a</StatusBadge>
        <StatusBadge data-testid="toned" tone={tone}>
          b
        </StatusBadge>
      </>,
    );
    const same = tone === "neutral";
    expect(screen.getByTestId("toned").className === screen.getByTestId("neutral").className).toBe(same);
  });

  it("passes props through, e.g. a title with the detail", () => {
    render(
      <StatusBadge tone="error" title="Suspended on 2026-01-02">
        Suspended
      </StatusBadge>,
    );
    expect(screen.getByTitle("Suspended on 2026-01-02")).toHaveTextContent("Suspended");
  });
});
