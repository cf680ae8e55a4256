import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Badge } from "./Badge";

describe("Badge", () => {
  it("shows its text inline", () => {
    render(
      <p>
        Jane <Badge>Admin</Badge>
      </p>,
    );
    expect(screen.getByText("Admin").closest("span")?.parentElement?.tagName).toBe("SPAN");
    expect(screen.getByText(/Jane/)).toHaveTextContent("Jane Admin");
  });

  it("gives each tone its own class and defaults to neutral", () => {
    render(
      <>
        <Badge data-testid="default">a</Badge>
        <Badge data-testid="neutral" tone="neutral">
          b
        </Badge>
        <Badge data-testid="error" tone="error">
          c
        </Badge>
      </>,
    );
    expect(screen.getByTestId("default").className).toBe(screen.getByTestId("neutral").className);
    expect(screen.getByTestId("error").className).not.toBe(screen.getByTestId("neutral").className);
  });

  it("passes aria attributes through, e.g. to say what a count means", () => {
    render(<Badge aria-label="3 unpaid invoices">3</Badge>);
    expect(screen.getByLabelText("3 unpaid invoices")).toHaveTextContent("3");
  });
});
