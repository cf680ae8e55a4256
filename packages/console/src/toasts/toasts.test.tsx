import { afterEach, describe, expect, it, vi } from "vitest";
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";
import { ApiConnectionError, createApiError } from "@cloudconsole/sdk";
import { onConnectionLost } from "../api/connectionLoss";
import { ConsoleToaster } from "./ConsoleToaster";
import { englishT } from "../i18n";
import { toastMessages } from "./messages";
import { errorToastText, showErrorToast, showSuccessToast } from "./toasts";

afterEach(() => {
  act(() => void toast.dismiss());
  vi.useRealTimers();
});

describe("toasts", () => {
  it("formats errors as 'Error: message [correlationId]'", () => {
    const t = englishT(toastMessages);
    expect(errorToastText(new Error("Failed to delete kong token [api-1a2b] (HTTP 500)"), t)).toBe("Error: Failed to delete kong token [api-1a2b] (HTTP 500)");
    expect(errorToastText("plain", t)).toBe("Error: plain");
  });

  it("shows the direction controls of a name in a toast by code point, so it reads as typed", async () => {
    render(<ConsoleToaster />);
    act(() => void showSuccessToast("Virtual machine \u202Eevil.exe created"));
    expect(await screen.findByText("Virtual machine ⟨U+202E⟩evil.exe created")).toBeInTheDocument();
    act(() => void showErrorToast(new Error("\u202Eevil.exe is busy"), { title: "Failed to start virtual machine" }));
    expect(await screen.findByText("Error: ⟨U+202E⟩evil.exe is busy")).toBeInTheDocument();
  });

  it("shows an error toast with a copy action", async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, "clipboard", { configurable: true, value: { writeText } });
    render(<ConsoleToaster />);
    act(() => void showErrorToast(new Error("boom [c-1]")));
    expect(await screen.findByText("Error: boom [c-1]")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Copy" }));
    expect(writeText).toHaveBeenCalledWith("Error: boom [c-1]");
  });

  it("names an HTML error page in words and copies its markup below the text", async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, "clipboard", { configurable: true, value: { writeText } });
    const page = "<html><head><title>502 Bad Gateway</title></head></html>";
    render(<ConsoleToaster />);
    act(() => void showErrorToast(createApiError({ status: 502, body: page, correlationId: "gw-9" }), { title: "Failed to get storage bucket" }));
    const text = "Error: The server answered with a web page instead of data [gw-9] (HTTP 502)";
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.queryByText(page)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Copy" }));
    expect(writeText).toHaveBeenCalledWith(`${text}\n\n${page}`);
  });

  it("keeps an error toast with retry open, with a 'Retry' button", async () => {
    const retry = vi.fn();
    render(<ConsoleToaster />);
    act(() => void showErrorToast(new Error("down"), { retry, title: "Failed to start virtual machine" }));
    expect(await screen.findByText("Failed to start virtual machine")).toBeInTheDocument();
    expect(screen.getByText("Error: down")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it("shows a success toast with 'View'", async () => {
    const view = vi.fn();
    render(<ConsoleToaster />);
    act(() => void showSuccessToast("Impersonation started", { view }));
    expect(await screen.findByText("Impersonation started")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "View" }));
    expect(view).toHaveBeenCalledOnce();
  });

  it.each([
    ["the SDK's connection error", new ApiConnectionError()],
    ["Chrome's 'Failed to fetch'", new TypeError("Failed to fetch")],
    ["Safari's 'Load failed'", new TypeError("Load failed")],
    ["Firefox's 'network error'", new TypeError("NetworkError when attempting to fetch resource.")],
  ])("shows no toast for a network failure (%s) but tells the connection banner", async (_case, error) => {
    const lost: string[] = [];
    const stop = onConnectionLost(() => lost.push("lost"));
    render(<ConsoleToaster />);
    act(() => void showErrorToast(error, { title: "Failed to start virtual machine" }));
    act(() => void showErrorToast(new Error("boom"), { title: "Failed to stop virtual machine" }));
    // The toast after it is up, so the offline one would be too.
    expect(await screen.findByText("Failed to stop virtual machine")).toBeInTheDocument();
    expect(screen.queryByText("Failed to start virtual machine")).not.toBeInTheDocument();
    expect(lost).toEqual(["lost"]);
    stop();
  });
});
