import { afterEach, describe, expect, it } from "vitest";
import { act, screen } from "@testing-library/react";
import { LANGUAGES, setLanguage } from "../../i18n";
import { setupMockApi } from "../../testing/mockApi";
import { renderServicesRoute } from "./testing";

const mock = setupMockApi({ configName: "default" });

afterEach(async () => {
  await act(() => setLanguage("en"));
});

type Folder = "." | "./ServiceCreate" | "./ServiceDetail";

// Every catalogue of the feature, compiled as the console loads them, by path ('./locales/th.json').
const compiled = import.meta.glob<Record<string, unknown>>(["./locales/*.json", "./ServiceCreate/locales/*.json", "./ServiceDetail/locales/*.json"], { eager: true, import: "default" });

/** A catalogue's messages that have no placeholders, as plain text by id. */
function catalogue(folder: Folder, language: string): Record<string, string> {
  const messages = compiled[`${folder}/locales/${language}.json`] ?? {};
  return Object.fromEntries(
    Object.entries(messages).flatMap(([id, message]) => (Array.isArray(message) && message.every((part) => typeof part === "string") ? [[id, message.join("")]] : [])),
  );
}

/** A message of a catalogue, for one without placeholders. */
function text(folder: Folder, language: string, id: string): string {
  const message = catalogue(folder, language)[id];
  if (message === undefined) throw new Error(`${folder}/locales/${language}.json has no '${id}'`);
  return message;
}

/** The English texts of the catalogues that the page, shown in `language`, still shows (none in English, where each is its own translation). */
function englishLeft(language: string, folders: Folder[]): string[] {
  const page = document.body.textContent ?? "";
  const escape = (message: string) => message.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return folders.flatMap((folder) => {
    const english = catalogue(folder, "en");
    const translated = catalogue(folder, language);
    return Object.entries(english)
      .filter(([id, message]) => translated[id] !== message)
      .map(([, message]) => message)
      .filter((message) => new RegExp(`(^|[^\\p{L}])${escape(message)}($|[^\\p{L}])`, "u").test(page));
  });
}

describe("the services screens in each language", () => {
  it.each(LANGUAGES.map((language) => language.code))("renders the list, the create form and a service's page in %s, no English left", async (code) => {
    await act(() => setLanguage(code));
    const services = (id: string) => text(".", code, id);
    const create = (id: string) => text("./ServiceCreate", code, id);
    const detail = (id: string) => text("./ServiceDetail", code, id);
    const all: Folder[] = [".", "./ServiceCreate", "./ServiceDetail"];

    const list = renderServicesRoute("/services");
    expect(await screen.findByRole("heading", { level: 1, name: services("title") })).toBeInTheDocument();
    expect(await screen.findByRole("table", { name: services("list.caption") })).toBeInTheDocument();
    expect(screen.getAllByText(services("status.running")).length).toBeGreaterThan(0);
    expect(await screen.findAllByText(services("catalogue.readMore"))).not.toHaveLength(0);
    expect(document.body.textContent).not.toMatch(/\{\w+\}/);
    expect(englishLeft(code, all)).toEqual([]);
    list.unmount();

    const form = renderServicesRoute("/services/create");
    expect(await screen.findByRole("heading", { level: 1, name: create("title") })).toBeInTheDocument();
    await form.user.click(screen.getByRole("button", { name: create("submit") }));
    expect(await screen.findByText(create("rules.required"))).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: create("nodes.single") })).toBeInTheDocument();
    expect(englishLeft(code, all)).toEqual([]);
    form.unmount();

    const orders = mock.store.state.services.find((service) => service.display_name === "orders-db");
    renderServicesRoute(`/services/service/${orders?.location}/${orders?.uuid}`);
    expect(await screen.findByRole("region", { name: detail("connection.title") })).toBeInTheDocument();
    expect(await screen.findByRole("region", { name: detail("addresses.title") })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: detail("secrets.reveal") })).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/\{\w+\}/);
    expect(englishLeft(code, all)).toEqual([]);
  });
});
