import { afterEach, describe, expect, it, vi } from "vitest";
import { act, render, screen } from "@testing-library/react";
import { ApiConnectionError } from "@cloudconsole/sdk";
import { setLanguage } from "../i18n";
import { registerScreensCatalogue } from "./consoleCatalogue";
import { ErrorScreen } from "./ErrorScreen";
import { screensMessages } from "./messages";
import { waitForState } from "../testing/waitForState";

// A file of its own: no screen here has fetched a language's texts before the test says so.
registerScreensCatalogue();

afterEach(async () => {
  vi.restoreAllMocks();
  await act(() => setLanguage("en"));
});

describe("the error screen with the network gone", () => {
  it("is in Indonesian after a switch even when no further chunk can be fetched", async () => {
    await act(() => setLanguage("id"));
    // From here on, nothing more arrives: every chunk of the screens' texts fails as with no network.
    const fetches = Object.keys(screensMessages.translations).map((path) =>
      vi.spyOn(screensMessages.translations, path).mockRejectedValue(new TypeError("Failed to fetch dynamically imported module")),
    );
    render(<ErrorScreen error={new ApiConnectionError()} mockApi={false} />);
    // At once, without waiting for anything: the switch brought the screens' texts with it.
    expect(screen.getByRole("heading", { level: 1, name: "Terjadi kesalahan" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Muat ulang halaman" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Keluar" })).toBeInTheDocument();
    for (const fetch of fetches) expect(fetch).not.toHaveBeenCalled();
  });

  it("shows English, at once and for good, in a language whose chunk cannot be fetched", async () => {
    screensMessages.loaded.delete("th");
    const fetch = vi.spyOn(screensMessages.translations, "./locales/th.json").mockRejectedValue(new TypeError("Failed to fetch dynamically imported module"));
    document.documentElement.lang = "th";
    render(<ErrorScreen error={new ApiConnectionError()} mockApi={false} />);
    expect(screen.getByRole("heading", { level: 1, name: "Something went wrong" })).toBeInTheDocument();
    await waitForState(() => expect(fetch).toHaveBeenCalled());
    await act(() => Promise.resolve());
    expect(screen.getByRole("heading", { level: 1, name: "Something went wrong" })).toBeInTheDocument();
  });
});
