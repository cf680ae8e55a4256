import { act, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { copyConfirmationMs } from "../../theme/layout";
import { CopyButton } from "./CopyButton";

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("CopyButton", () => {
  it("copies the text to the clipboard", async () => {
    const user = userEvent.setup();
    const onCopied = vi.fn();
    render(<CopyButton text="error=access_denied&state=%2F" onCopied={onCopied} />);
    await user.click(screen.getByRole("button", { name: "Copy" }));
    await expect(navigator.clipboard.readText()).resolves.toBe("error=access_denied&state=%2F");
    expect(onCopied).toHaveBeenCalledWith("error=access_denied&state=%2F");
  });

  it("reads the text lazily when given a function", async () => {
    const user = userEvent.setup();
    let current = "first";
    render(<CopyButton text={() => current} />);
    current = "second";
    await user.click(screen.getByRole("button", { name: "Copy" }));
    await expect(navigator.clipboard.readText()).resolves.toBe("second");
  });

  it("says Copied, announces it, and goes back after the confirmation time", async () => {
    // The confirmation time is measured on a fake clock: on a busy machine real time passes unevenly between statements.
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    try {
      render(<CopyButton text="abc" />);
      await act(async () => fireEvent.click(screen.getByRole("button", { name: "Copy" })));
      expect(writeText).toHaveBeenCalledWith("abc");
      expect(screen.getByRole("button", { name: "Copied" })).toBeInTheDocument();
      expect(screen.getByRole("status")).toHaveTextContent("Copied");

      await act(async () => void vi.advanceTimersByTime(copyConfirmationMs - 1));
      expect(screen.getByRole("button", { name: "Copied" })).toBeInTheDocument();
      await act(async () => void vi.advanceTimersByTime(1));
      expect(screen.getByRole("button", { name: "Copy" })).toBeInTheDocument();
      expect(screen.getByRole("status")).toHaveTextContent("");
    } finally {
      Reflect.deleteProperty(navigator, "clipboard");
    }
  });

  it("keeps a caller's accessible label while confirming", async () => {
    const user = userEvent.setup();
    render(<CopyButton text="abc" aria-label="Copy error details" />);
    await user.click(screen.getByRole("button", { name: "Copy error details" }));
    expect(screen.getByRole("button", { name: "Copy error details" })).toHaveTextContent("Copied");
  });

  it("reports a refused clipboard", async () => {
    const user = userEvent.setup();
    const failure = new Error("denied");
    vi.spyOn(navigator.clipboard, "writeText").mockRejectedValue(failure);
    const onCopyError = vi.fn();
    render(<CopyButton text="abc" onCopyError={onCopyError} />);
    await user.click(screen.getByRole("button", { name: "Copy" }));
    expect(onCopyError).toHaveBeenCalledWith(failure);
    expect(screen.getByRole("status")).toHaveTextContent("Copy failed");
  });
});
