import { describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ApiConnectionError, CredentialsApiError } from "@cloudconsole/sdk";
import { ErrorScreen } from "./ErrorScreen";

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
});
