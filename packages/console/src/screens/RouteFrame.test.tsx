import { describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createApiError } from "@cloudconsole/sdk";
import { ScreenError } from "./RouteFrame";

describe("ScreenError", () => {
  it("names an HTML error page in words, with its status and correlation id, and keeps the markup behind a disclosure", async () => {
    const page = "<!DOCTYPE html><html><head><title>503 Service Unavailable</title></head></html>";
    render(<ScreenError error={createApiError({ status: 503, body: page, correlationId: "gw-1" })} resetErrorBoundary={vi.fn()} />);
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent("The server answered with a web page instead of data [gw-1] (HTTP 503)");
    expect(screen.getByText(page)).not.toBeVisible();
    await userEvent.click(screen.getByText("Show what the server sent"));
    expect(screen.getByText(page)).toBeVisible();
  });

  it("shows an API error's own message and retries on 'Try again'", async () => {
    const retry = vi.fn();
    render(<ScreenError error={createApiError({ status: 500, body: JSON.stringify({ message: "Database is down" }), correlationId: "c-9" })} resetErrorBoundary={retry} />);
    expect(screen.getByRole("alert")).toHaveTextContent("Database is down [c-9]");
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(retry).toHaveBeenCalledOnce();
  });
});
