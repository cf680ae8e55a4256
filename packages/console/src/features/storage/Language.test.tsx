import { afterEach, describe, expect, it } from "vitest";
import { act, screen } from "@testing-library/react";
import { LANGUAGES, setLanguage } from "../../i18n";
import { setupMockApi } from "../../testing/mockApi";
import { renderStorageRoute } from "./testing";

setupMockApi({ configName: "default" });

afterEach(async () => {
  await act(() => setLanguage("en"));
});

// Every catalogue of the feature, compiled as the console loads them, by path ('./locales/th.json').
const compiled = import.meta.glob<Record<string, unknown>>(["./locales/*.json", "./volumes/locales/*.json"], { eager: true, import: "default" });

/** A catalogue's messages that have no placeholders, as plain text by id. */
function catalogue(folder: "." | "./volumes", language: string): Record<string, string> {
  const messages = compiled[`${folder}/locales/${language}.json`] ?? {};
  return Object.fromEntries(
    Object.entries(messages).flatMap(([id, message]) => (Array.isArray(message) && message.every((part) => typeof part === "string") ? [[id, message.join("")]] : [])),
  );
}

/** A message of a catalogue, for one without placeholders. */
function text(folder: "." | "./volumes", language: string, id: string): string {
  const message = catalogue(folder, language)[id];
  if (message === undefined) throw new Error(`${folder}/locales/${language}.json has no '${id}'`);
  return message;
}

/** The English texts of the catalogues that the page, shown in `language`, still shows (none in English, where each is its own translation). */
function englishLeft(language: string, folders: ("." | "./volumes")[], except: string[] = []): string[] {
  const page = document.body.textContent ?? "";
  const escape = (message: string) => message.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return folders.flatMap((folder) => {
    const english = catalogue(folder, "en");
    const translated = catalogue(folder, language);
    return Object.entries(english)
      .filter(([id, message]) => translated[id] !== message && !except.includes(id))
      .map(([, message]) => message)
      .filter((message) => new RegExp(`(^|[^\\p{L}])${escape(message)}($|[^\\p{L}])`, "u").test(page));
  });
}

describe("the storage screens in each language", () => {
  it.each(LANGUAGES.map((language) => language.code))("renders the storage page and the volume form in %s, no English left", async (code) => {
    await act(() => setLanguage(code));
    const storage = (id: string) => text(".", code, id);
    const volumes = (id: string) => text("./volumes", code, id);
    const { unmount } = renderStorageRoute("/storage");
    expect(await screen.findByRole("heading", { level: 1, name: storage("title") })).toBeInTheDocument();
    expect(await screen.findByRole("table", { name: storage("buckets.title") })).toBeInTheDocument();
    expect(await screen.findByRole("table", { name: volumes("list.caption") })).toBeInTheDocument();
    expect(await screen.findByRole("region", { name: storage("s3.title") })).toBeInTheDocument();
    expect(screen.getAllByRole("columnheader", { name: storage("column.objects") })).not.toHaveLength(0);
    expect(document.body.textContent).not.toMatch(/\{\w+\}/);
    expect(englishLeft(code, [".", "./volumes"])).toEqual([]);
    unmount();

    const { user } = renderStorageRoute("/storage/create/volume");
    expect(await screen.findByRole("heading", { level: 1, name: volumes("createForm.title") })).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: volumes("source.label") })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: volumes("create") }));
    expect(await screen.findByText(volumes("rules.required"))).toBeInTheDocument();
    // The form's location field and price line are the shared ones, worded by the shared texts: their 'Location' and
    // 'Price' are not this catalogue's column headers.
    expect(englishLeft(code, ["./volumes"], ["column.location", "column.price"])).toEqual([]);
  });
});
