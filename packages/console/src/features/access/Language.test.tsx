import { afterEach, describe, expect, it } from "vitest";
import { act, screen } from "@testing-library/react";
import { LANGUAGES, setLanguage } from "../../i18n";
import { setupMockApi } from "../../testing/mockApi";
import english from "./locales/en.json";
import { renderAccessRoute } from "./testing";

setupMockApi({ configName: "default" });

afterEach(async () => {
  await act(() => setLanguage("en"));
});

/** A compiled message of the Access catalogue in a language, as plain text (ids without placeholders). */
async function accessText(language: string, id: keyof typeof english): Promise<string> {
  const catalogue = (await import(`./locales/${language}.json`)) as { default: Record<string, string[]> };
  return catalogue.default[id]?.join("") ?? id;
}

describe("the Access screens in each language", () => {
  it.each(LANGUAGES.map((language) => language.code))("renders the lists and a token's page in %s", async (code) => {
    await act(() => setLanguage(code));
    const { unmount } = renderAccessRoute("/access");
    expect(await screen.findByRole("heading", { level: 1, name: await accessText(code, "title") })).toBeInTheDocument();
    expect(screen.getByRole("table", { name: await accessText(code, "tokens.title") })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: await accessText(code, "delegations.create") })).toBeInTheDocument();
    expect(screen.getAllByRole("columnheader", { name: await accessText(code, "field.billingAccount") })).toHaveLength(2);
    unmount();

    renderAccessRoute("/access/create/api_token");
    expect(await screen.findByRole("heading", { level: 1, name: await accessText(code, "token.newTitle") })).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: await accessText(code, "field.description") })).toBeInTheDocument();
    expect(screen.getByRole("checkbox", { name: await accessText(code, "token.restrictedLabel") })).toBeInTheDocument();
    expect(screen.queryAllByText(english["token.newSubtitle"])).toHaveLength(code === "en" ? 1 : 0);
  });
});
