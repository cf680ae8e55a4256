import { describe, expect, it, vi } from "vitest";
import { ApiConnectionError } from "@cloudconsole/sdk";
import type * as ErrorReporting from "./errorReporting";
import { waitForState } from "../testing/waitForState";

const toasts = vi.hoisted(() => ({ showErrorToast: vi.fn() }));
vi.mock("../toasts/toasts", () => toasts);
const reporting = vi.hoisted(() => ({ reportError: vi.fn() }));
vi.mock("./errorReporting", async (original) => ({ ...(await original<typeof ErrorReporting>()), reportError: reporting.reportError }));

const { handleBackgroundError, installGlobalErrorHandlers } = await import("./backgroundErrors");

describe("background errors", () => {
  it("are logged, reported and toasted", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const error = new Error("the list could not be read");
    const handled = handleBackgroundError(error, { queryKey: ["x"] });
    expect(log).toHaveBeenCalledWith(error);
    await handled;
    expect(reporting.reportError).toHaveBeenCalledWith(error, { queryKey: ["x"] });
    expect(toasts.showErrorToast).toHaveBeenCalledWith(error);
  });

  it("only logs known browser noise", async () => {
    vi.clearAllMocks();
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const noise = new Error("ResizeObserver loop completed with undelivered notifications.");
    await handleBackgroundError(noise);
    expect(log).toHaveBeenCalledWith(noise);
    expect(reporting.reportError).not.toHaveBeenCalled();
    expect(toasts.showErrorToast).not.toHaveBeenCalled();
  });

  it.each([new ApiConnectionError(), new TypeError("Failed to fetch"), new TypeError("Load failed"), new Error("network error")])(
    "treats a network failure (%s) as offline: logged, neither reported nor toasted",
    async (offline) => {
      vi.clearAllMocks();
      vi.spyOn(console, "error").mockImplementation(() => undefined);
      await handleBackgroundError(offline, { queryKey: ["vms"] });
      expect(reporting.reportError).not.toHaveBeenCalled();
      expect(toasts.showErrorToast).not.toHaveBeenCalled();
    },
  );

  it("catches unhandled rejections of the page", async () => {
    vi.clearAllMocks();
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const uninstall = installGlobalErrorHandlers();
    const reason = new Error("nobody caught me");
    const event = new Event("unhandledrejection") as Event & { reason: unknown };
    event.reason = reason;
    window.dispatchEvent(event);
    uninstall();
    await waitForState(() => expect(toasts.showErrorToast).toHaveBeenCalledWith(reason));
    expect(reporting.reportError).toHaveBeenCalledWith(reason, { source: "unhandledrejection" });
  });
});
