import { afterEach, describe, expect, it, vi } from "vitest";
import { act, render, screen } from "@testing-library/react";
import { ApiConnectionError, createApiError } from "@cloudconsole/sdk";
import { LANGUAGES, setLanguage } from "../i18n";
import { registerScreensCatalogue } from "./consoleCatalogue";
import { ErrorScreen } from "./ErrorScreen";
import { LoadingScreen } from "./LoadingScreen";
import type english from "./locales/en.json";
import { ScreenError } from "./RouteFrame";
import { SectionData } from "./SectionData";

type Id = keyof typeof english;

/** A catalogue's message as the screens show it, its placeholders filled. */
async function catalogueText(language: string, id: Id, values: Record<string, string> = {}): Promise<string> {
  const catalogue = (await import(`./locales/${language}.json`)) as { default: Record<Id, (string | [string])[]> };
  return catalogue.default[id].map((part) => (typeof part === "string" ? part : (values[part[0]] ?? ""))).join("");
}

function Failing(): never {
  throw createApiError({ status: 500, body: JSON.stringify({ message: "Database is down" }), correlationId: "c-1" });
}

registerScreensCatalogue();

afterEach(async () => {
  vi.restoreAllMocks();
  await act(() => setLanguage("en"));
});

describe("the shared screens in every language", () => {
  it.each(LANGUAGES.map((language) => language.code))("renders the error, loading and failed-section screens in %s", async (code) => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    await act(() => setLanguage(code));
    render(
      <>
        <ErrorScreen error={new ApiConnectionError()} mockApi onReload={vi.fn()} onLogout={vi.fn()} onResetMockData={vi.fn()} />
        <LoadingScreen delayMs={0} connection={{ kind: "retrying", tryNumber: 2, tries: 4, lastFailure: "Failed to connect to server" }} onRetryNow={vi.fn()} />
        <ScreenError error={new ApiConnectionError()} resetErrorBoundary={vi.fn()} />
        <SectionData what="WHAT">
          <Failing />
        </SectionData>
      </>,
    );
    expect(screen.getByRole("heading", { level: 1, name: await catalogueText(code, "error.title") })).toBeInTheDocument();
    for (const id of ["error.reload", "error.logout", "error.resetDemo", "connection.retryNow", "tryAgain"] as const) {
      expect(screen.getAllByRole("button", { name: await catalogueText(code, id) }).length).toBeGreaterThan(0);
    }
    expect(screen.getByRole("status")).toHaveTextContent(await catalogueText(code, "connection.retrying", { tryNumber: "2", tries: "4" }));
    expect(screen.getByRole("status")).toHaveTextContent(await catalogueText(code, "connection.lastFailure", { failure: "Failed to connect to server" }));
    expect(screen.getByText(await catalogueText(code, "page.failed"))).toBeInTheDocument();
    expect(await screen.findByText(await catalogueText(code, "section.failed", { what: "WHAT" }))).toBeInTheDocument();
    expect(screen.getByRole("button", { name: await catalogueText(code, "section.tryAgain", { what: "WHAT" }) })).toBeInTheDocument();
    const sources = ["Something went wrong", "Reload page", "Log out", "Retry now", "Try again", "This page could not be loaded", "Could not load", "Retrying"];
    const englishLeft = code === "en" ? [] : sources.filter((text) => document.body.textContent?.includes(text));
    expect(englishLeft).toEqual([]);
  });
});
