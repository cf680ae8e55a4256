import { act, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { NotFoundScreen } from "../features/not-found/NotFoundScreen";
import { currentLanguage, rememberedLanguage, rememberLanguage, setLanguage } from "./language";
import { LANGUAGES } from "./languages";

afterEach(async () => {
  await act(() => setLanguage("en"));
  localStorage.clear();
});

function renderNotFound() {
  return render(
    <MemoryRouter>
      <NotFoundScreen />
    </MemoryRouter>,
  );
}

describe("switching the language", () => {
  it("changes the text on screen without a reload, and <html lang> and dir with it", async () => {
    renderNotFound();
    expect(screen.getByRole("heading", { name: "Page not found" })).toBeInTheDocument();
    await act(() => setLanguage("et"));
    expect(screen.getByRole("heading", { name: "Lehte ei leitud" })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute("lang", "et");
    expect(document.documentElement).toHaveAttribute("dir", "ltr");
    expect(currentLanguage()).toBe("et");
  });

  it("shows the pseudo-language made from English", async () => {
    renderNotFound();
    await act(() => setLanguage("en-XA"));
    expect(screen.getByRole("heading").textContent).toMatch(/^⟦Þàĝé ñöţ ƒöûñđ·+⟧$/);
  });

  it("keeps the language picked before signing in", () => {
    expect(rememberedLanguage()).toBeNull();
    rememberLanguage("bn");
    expect(rememberedLanguage()).toBe("bn");
  });

  it.each(LANGUAGES.map((language) => language.code))("renders the screen in %s when it is chosen first", async (code) => {
    const catalogue = (await import(`../features/not-found/locales/${code}.json`)) as { default: Record<string, string[]> };
    await act(() => setLanguage(code));
    renderNotFound();
    expect(await screen.findByRole("heading", { name: catalogue.default.title?.join("") })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: catalogue.default.home?.join("") })).toHaveAttribute("href", "/");
  });
});
