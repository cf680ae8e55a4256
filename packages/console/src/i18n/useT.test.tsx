import { act, render, screen } from "@testing-library/react";
import { startTransition, Suspense, useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { defineCatalogue } from "./catalogue";
import { setLanguage } from "./language";
import { useT } from "./useT";

afterEach(async () => {
  await act(() => setLanguage("en"));
});

/** A catalogue whose Indonesian chunk arrives a moment after it is asked for, as a downloaded chunk does. */
function slowCatalogue(namespace: string, english: string, indonesian: string) {
  const later = <T,>(value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), 5));
  return defineCatalogue(namespace, { text: english }, { "./locales/id.json": () => later({ text: indonesian }) });
}

describe("useT", () => {
  it("renders a component that first reads two catalogues in a language, however React resumes it", async () => {
    // In a transition React waits for the chunk and replays the component instead of showing a fallback: the
    // replay must count the component's hooks as the first attempt did (React error 467 otherwise).
    const first = slowCatalogue("useT-first", "First", "Pertama");
    const second = slowCatalogue("useT-second", "Second", "Kedua");
    function Both() {
      const t1 = useT(first);
      const t2 = useT(second);
      const [suffix] = useState("!");
      return (
        <p>
          {t1("text")} {t2("text")}
          {suffix}
        </p>
      );
    }
    function Page() {
      const [shown, setShown] = useState(false);
      return (
        <>
          <button type="button" onClick={() => startTransition(() => setShown(true))}>
            Show
          </button>
          <Suspense fallback={<p>Loading</p>}>{shown && <Both />}</Suspense>
        </>
      );
    }
    // React's development build says so where its production build throws.
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    await act(() => setLanguage("id"));
    render(<Page />);
    await act(async () => screen.getByRole("button").click());
    expect(await screen.findByText("Pertama Kedua!")).toBeInTheDocument();
    expect(errors.mock.calls.map((call) => String(call[0]))).toEqual([]);
    errors.mockRestore();
  });
});
