import { describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ApiConnectionError, ApiContentTypeError, CredentialsApiError, createApiError } from "@cloudconsole/sdk";
import { MOCK_STORAGE_KEY } from "@cloudconsole/mock-api/constants";
import { ErrorScreen, resetMockData } from "./ErrorScreen";

describe("ErrorScreen", () => {
  it("shows the message, the detail in parentheses, and both buttons", async () => {
    const onReload = vi.fn();
    const onLogout = vi.fn();
    const error = Object.assign(new Error("Something broke"), { detail: "while loading" });
    render(<ErrorScreen error={error} onReload={onReload} onLogout={onLogout} />);
    expect(screen.getByRole("alert")).toHaveTextContent("Something broke (while loading)");
    await userEvent.click(screen.getByRole("button", { name: "Reload page" }));
    await userEvent.click(screen.getByRole("button", { name: "Log out" }));
    expect(onReload).toHaveBeenCalledOnce();
    expect(onLogout).toHaveBeenCalledOnce();
  });

  it("says 'Failed to connect to server' when the API cannot be reached", () => {
    render(<ErrorScreen error={new ApiConnectionError()} />);
    expect(screen.getByRole("alert")).toHaveTextContent("Failed to connect to server");
  });

  it("offers only 'Log out' when the credentials were rejected", () => {
    const error = Object.create(CredentialsApiError.prototype) as Error;
    Object.defineProperty(error, "message", { value: "Invalid authentication credentials (HTTP 401)" });
    render(<ErrorScreen error={error} />);
    expect(screen.queryByRole("button", { name: "Reload page" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Log out" })).toBeInTheDocument();
  });

  it("names an HTML error page in words and keeps its markup behind a disclosure", async () => {
    const page = "<!DOCTYPE html><html><body><h1>502 Bad Gateway</h1></body></html>";
    render(<ErrorScreen error={createApiError({ status: 502, body: page, correlationId: "gw-1" })} />);
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent("The server answered with a web page instead of data [gw-1] (HTTP 502)");
    const raw = screen.getByText(page);
    expect(raw).not.toBeVisible();
    await userEvent.click(screen.getByText("Show what the server sent"));
    expect(raw).toBeVisible();
    expect(screen.getByRole("button", { name: "Reload page" })).toBeInTheDocument();
  });

  it("names an HTML page answered with status 200 in words", () => {
    render(<ErrorScreen error={new ApiContentTypeError({ contentType: "text/html", body: "<html><body>Sign in</body></html>", status: 200 })} />);
    expect(screen.getByRole("alert")).toHaveTextContent("The server answered with a web page instead of data (HTTP 200)");
    expect(screen.getByText("<html><body>Sign in</body></html>")).toBeInTheDocument();
  });

  it("shows no disclosure for an error that has nothing raw to show", () => {
    render(<ErrorScreen error={new ApiConnectionError()} />);
    expect(screen.queryByText("Show what the server sent")).not.toBeInTheDocument();
  });

  it("offers only 'Log out' when the API answers HTTP 401", () => {
    render(<ErrorScreen error={createApiError({ status: 401, body: '{"errors":{"Error":"Invalid API key"}}' })} />);
    expect(screen.getByRole("alert")).toHaveTextContent("Invalid API key (HTTP 401)");
    expect(screen.queryByRole("button", { name: "Reload page" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Log out" })).toBeInTheDocument();
  });

  it("on the embedded mock API offers 'Reset the demo data', which forgets the mock's saved data and reloads", async () => {
    const onResetMockData = vi.fn();
    render(<ErrorScreen error={new TypeError("e.vms is not iterable")} mockApi onResetMockData={onResetMockData} />);
    expect(screen.getByRole("alert")).toHaveTextContent("e.vms is not iterable");
    await userEvent.click(screen.getByRole("button", { name: "Reset the demo data" }));
    expect(onResetMockData).toHaveBeenCalledOnce();
  });

  it("offers no reset against a real backend", () => {
    render(<ErrorScreen error={new Error("Something broke")} mockApi={false} />);
    expect(screen.queryByRole("button", { name: "Reset the demo data" })).not.toBeInTheDocument();
  });

  it("offers the reset by default when the visitor switched the mock API on", () => {
    localStorage.setItem("enableMockApi", "true");
    try {
      render(<ErrorScreen error={new Error("Something broke")} />);
      expect(screen.getByRole("button", { name: "Reset the demo data" })).toBeInTheDocument();
    } finally {
      localStorage.removeItem("enableMockApi");
    }
  });

  it("resetting removes only the mock's saved state, then reloads", () => {
    localStorage.setItem(MOCK_STORAGE_KEY, '{"key":"warren|","state":{"version":3,"vms":{}}}');
    localStorage.setItem("apikey", "kept");
    const reload = vi.fn();
    resetMockData(localStorage, reload);
    expect(localStorage.getItem(MOCK_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem("apikey")).toBe("kept");
    expect(reload).toHaveBeenCalledOnce();
    localStorage.removeItem("apikey");
  });
});
