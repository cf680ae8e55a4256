import { afterEach, describe, expect, it, vi } from "vitest";
import { act, screen } from "@testing-library/react";
import { setLanguage, type Language } from "../../i18n";
import { renderScreen } from "../../testing/render";
import { CreationProgress } from "./CreationProgress";
import { creationPercent, PROGRESS_TICK_MS } from "./creationProgress";

afterEach(() => vi.useRealTimers());

describe("creationPercent", () => {
  it.each([
    [0, 10_000, 0],
    [2_500, 10_000, 25],
    [9_999, 10_000, 99],
    [10_000, 10_000, 100],
    [60_000, 10_000, 100],
    [-5, 10_000, 0],
    [5, 0, 100],
  ])("%i ms of %i ms is %i%%", (elapsed, expected, percent) => {
    expect(creationPercent(elapsed, expected)).toBe(percent);
  });
});

describe("CreationProgress", () => {
  it("shows 'Creating (name)... N%' growing every 200 ms, capped at 100, with 'Create another' links", () => {
    vi.useFakeTimers();
    let now = 1_000;
    renderScreen(<CreationProgress name="web-1" startedAt={1_000} expectedMs={1_000} now={() => now} createAnother={[{ type: "virtual machine", to: "/compute/create" }]} />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Creating web-1... 0%");
    now = 1_500;
    act(() => {
      vi.advanceTimersByTime(PROGRESS_TICK_MS);
    });
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Creating web-1... 50%");
    now = 5_000;
    act(() => {
      vi.advanceTimersByTime(PROGRESS_TICK_MS);
    });
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Creating web-1... 100%");
    expect(screen.getByRole("link", { name: "Create another virtual machine" })).toHaveAttribute("href", "/compute/create");
  });

  it("links to the new resource's own page when it has one worth opening while it is prepared", () => {
    renderScreen(<CreationProgress name="render-1" startedAt={0} expectedMs={600_000} ownPage={{ to: "/metal/lease/l-1", label: "Open the server's page" }} />);
    expect(screen.getByRole("link", { name: "Open the server's page" })).toHaveAttribute("href", "/metal/lease/l-1");
  });
});

describe("CreationProgress in each language", () => {
  afterEach(async () => {
    await act(() => setLanguage("en"));
  });

  it.each([
    ["en", "Creating web-1... 50%", "Create another virtual machine"],
    ["id", "Membuat web-1... 50%", "Buat virtual machine lain"],
    ["th", "กำลังสร้าง web-1... 50%", "สร้างvirtual machineอีก"],
    ["et", "web-1 luuakse... 50%", "Loo veel üks: virtual machine"],
    ["bn", "web-1 তৈরি হচ্ছে... 50%", "আরেকটি virtual machine তৈরি করুন"],
  ])("shows the progress in %s with the name and the percentage in place", async (language, heading, another) => {
    await act(() => setLanguage(language as Language));
    renderScreen(<CreationProgress name="web-1" startedAt={0} expectedMs={1_000} now={() => 500} createAnother={[{ type: "virtual machine", to: "/compute/create" }]} />);
    expect(await screen.findByRole("heading", { level: 1 })).toHaveTextContent(heading);
    expect(screen.getByRole("link", { name: another })).toBeInTheDocument();
  });
});
