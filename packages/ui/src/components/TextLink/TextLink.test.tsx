import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { TextLink, linkClass } from "./TextLink";

describe("TextLink", () => {
  it("is a link with the link class", () => {
    render(<TextLink href="/forgot">Forgot password?</TextLink>);
    const link = screen.getByRole("link", { name: "Forgot password?" });
    expect(link).toHaveAttribute("href", "/forgot");
    expect(link).toHaveClass(linkClass);
    expect(link).not.toHaveAttribute("target");
  });

  it("opens external links in a new tab without leaking the opener, and says so", () => {
    render(
      <TextLink href="https://example.com/terms" external>
        Terms of service
      </TextLink>,
    );
    const link = screen.getByRole("link", { name: "Terms of service (opens in a new tab)" });
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("exports a non-empty class for router links", () => {
    expect(linkClass).toMatch(/\S/);
  });
});
