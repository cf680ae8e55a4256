import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Notice } from "./Notice";

describe("Notice", () => {
  it.each([
    ["error", "alert"],
    ["success", "status"],
    ["primary", "status"],
  ] as const)("with tone %s has role %s", (tone, role) => {
    render(<Notice tone={tone}>Something happened</Notice>);
    expect(screen.getByRole(role)).toHaveTextContent("Something happened");
  });

  it("defaults to the primary tone, announced politely", () => {
    render(<Notice>Payment authorization check finished. You can close this page.</Notice>);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Payment authorization check finished.");
  });

  it("shows the title before the text", () => {
    render(
      <Notice tone="error" title="Login error">
        Code: access_denied
      </Notice>,
    );
    const alert = screen.getByRole("alert");
    expect(alert.textContent).toBe("Login errorCode: access_denied");
  });

  it("gives each tone its own class", () => {
    render(
      <>
        <Notice tone="error">a</Notice>
        <Notice tone="success">b</Notice>
      </>,
    );
    expect(screen.getByRole("alert").className).not.toBe(screen.getByRole("status").className);
  });

  it("lets the caller override the role", () => {
    render(
      <Notice tone="error" role="note">
        Static help
      </Notice>,
    );
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(screen.getByRole("note")).toBeInTheDocument();
  });
});
