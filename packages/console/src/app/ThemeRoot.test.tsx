import { Suspense, use } from "react";
import { describe, expect, it } from "vitest";
import { act, render } from "@testing-library/react";
import { testProvider } from "../testing/testProvider";
import { ProviderProvider } from "./ProviderContext";
import { ThemeRoot } from "./ThemeRoot";

/** Suspends on `waiting` while it is given, as a screen does whose code or texts are on their way. */
function Content({ waiting }: { waiting?: Promise<void> }) {
  if (waiting) use(waiting);
  return <p>content</p>;
}

const themed = (waiting?: Promise<void>) => (
  <ProviderProvider provider={testProvider}>
    <Suspense fallback={<p>loading</p>}>
      <ThemeRoot>
        <Content waiting={waiting} />
      </ThemeRoot>
    </Suspense>
  </ProviderProvider>
);

describe("the theme class on <html>", () => {
  it("stays while a Suspense boundary hides the themed tree for a moment", async () => {
    const html = document.documentElement;
    const { rerender } = render(themed());
    const themeClass = testProvider.themeClass.light;
    expect(html).toHaveClass(themeClass);

    let arrive = () => {};
    const waiting = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    rerender(themed(waiting));
    // Hidden behind the fallback: its layout effects are cleaned up, and <html> must keep its tokens all the same.
    expect(html).toHaveClass(themeClass);
    await act(async () => arrive());
    expect(html).toHaveClass(themeClass);
  });
});
