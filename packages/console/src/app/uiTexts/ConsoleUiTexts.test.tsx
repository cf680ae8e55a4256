import { afterEach, describe, expect, it } from "vitest";
import { act, render, screen } from "@testing-library/react";
import { ConfirmDialog, CopyButton, Table } from "@cloudconsole/ui";
import { LANGUAGES, setLanguage, type Language } from "../../i18n";
import type english from "./locales/en.json";
import { ConsoleUiTexts } from "./ConsoleUiTexts";

afterEach(async () => {
  await act(() => setLanguage("en"));
});

/** A language's catalogue, its messages as plain text with the given values (the build compiles them). */
async function catalogue(language: string): Promise<Record<keyof typeof english, unknown[]>> {
  return ((await import(`./locales/${language}.json`)) as { default: Record<keyof typeof english, unknown[]> }).default;
}

/** A message without placeholders as its text. */
function plain(message: unknown[]): string {
  return message.join("");
}

// How each language names a column sorted the other way round.
const DESCENDING: Record<string, string> = { en: "web, descending", id: "web, turun", th: "web, มากไปน้อย", et: "web, kahanev", bn: "web, অধঃক্রম" };

const rows = [{ name: "web-1" }];

describe("the design system's words in the console", () => {
  it.each(LANGUAGES.map((language) => language.code))("are the catalogue's in %s", async (code) => {
    await act(() => setLanguage(code));
    const messages = await catalogue(code);
    render(
      <ConsoleUiTexts>
        <CopyButton text="x" />
        <Table caption="—" columns={[{ key: "name", header: "web", cell: (row: { name: string }) => row.name, sortValue: (row) => row.name }]} rows={rows} rowKey={(row) => row.name} phoneCards />
        <Table caption="∅" columns={[{ key: "name", header: "web", cell: (row: { name: string }) => row.name }]} rows={[]} rowKey={(row) => row.name} />
      </ConsoleUiTexts>,
    );
    expect(await screen.findByRole("button", { name: plain(messages.copy) })).toBeInTheDocument();
    expect(screen.getByText(plain(messages.noRecords))).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: plain(messages.sortBy) })).toBeInTheDocument();
    expect(screen.getByRole("option", { name: DESCENDING[code] })).toBeInTheDocument();
  });

  it.each(LANGUAGES.filter((language) => language.code !== "en").map((language) => language.code))("leave no English in %s", async (code) => {
    await act(() => setLanguage(code));
    render(
      <ConsoleUiTexts>
        <CopyButton text="x" />
        <Table caption="—" columns={[{ key: "name", header: "web", cell: (row: { name: string }) => row.name, sortValue: (row) => row.name }]} rows={[]} rowKey={(row) => row.name} phoneCards />
      </ConsoleUiTexts>,
    );
    expect(await screen.findByRole("combobox")).toBeInTheDocument();
    expect(screen.queryByText(/Copy|No records|Sort by|ascending|descending|Unsorted/)).toBeNull();
  });

  it.each<[Language, string]>([
    ["en", "Type web-1 to confirm"],
    ["et", "Kinnitamiseks sisesta web-1"],
    ["bn", "নিশ্চিত করতে web-1 লিখুন"],
  ])("put the name to type where %s puts it", async (code, label) => {
    await act(() => setLanguage(code));
    render(
      <ConsoleUiTexts>
        <ConfirmDialog defaultOpen title="web-1" confirmationText="web-1" onConfirm={() => {}} />
      </ConsoleUiTexts>,
    );
    expect(await screen.findByRole("textbox", { name: label })).toBeInTheDocument();
  });
});
