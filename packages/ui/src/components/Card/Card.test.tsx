import { render, screen } from "@testing-library/react";
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
});
