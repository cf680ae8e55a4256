import { afterEach, describe, expect, it } from "vitest";
import { act, screen, waitFor, within } from "@testing-library/react";
import { LANGUAGES, setLanguage } from "../../i18n";
import { setupMockApi } from "../../testing/mockApi";
import { renderComputeRoute } from "../../shared/compute/testing";

const mock = setupMockApi({ configName: "default" });

afterEach(async () => {
  await act(() => setLanguage("en"));
});

type Catalogue = "list" | "detail" | "create";
const FOLDERS: Record<Catalogue, string> = { list: ".", detail: "./VmDetail", create: "./VmCreate" };

/** A compiled message as plain text, its placeholders filled from `values`. */
async function text(catalogue: Catalogue, language: string, id: string, values: Record<string, string> = {}): Promise<string> {
  const messages = (await import(`${FOLDERS[catalogue]}/locales/${language}.json`)) as { default: Record<string, (string | string[])[] | string> };
  const message = messages.default[id];
  if (message === undefined) throw new Error(`no ${id} in the ${catalogue} catalogue's ${language}`);
  const parts = typeof message === "string" ? [message] : message;
  return parts.map((part) => (typeof part === "string" ? part : (values[part[0] ?? ""] ?? ""))).join("");
}

/** A VM status's words in `language`: the `status` branch of the shared compute catalogue's select. */
async function vmStatusWord(language: string, status: string): Promise<string> {
  const messages = (await import(`../../shared/compute/locales/${language}.json`)) as { default: Record<string, [[string, string, Record<string, string[]>]]> };
  const word = messages.default["vm.statusLabel"]?.[0][2][status]?.join("");
  if (!word) throw new Error(`no ${status} in the shared compute catalogue's ${language} vm.statusLabel`);
  return word;
}

const CODES = LANGUAGES.map((language) => language.code);

describe("compute in every language", () => {
  it.each(CODES)("shows the list of virtual machines in %s", async (code) => {
    await act(() => setLanguage(code));
    renderComputeRoute("/compute");
    expect(await screen.findByRole("heading", { level: 1, name: await text("list", code, "title") })).toBeInTheDocument();
    const table = await screen.findByRole("region", { name: await text("list", code, "list.region") });
    expect(within(table).getByRole("columnheader", { name: await text("list", code, "list.column.billingAccount") })).toBeInTheDocument();
    expect(within(table).getAllByText(await vmStatusWord(code, "running")).length).toBeGreaterThan(0);
    expect(screen.getByRole("searchbox", { name: await text("list", code, "list.search") })).toBeInTheDocument();
  });

  it.each(CODES)("shows a virtual machine's page and its settings in %s", async (code) => {
    await act(() => setLanguage(code));
    const vm = mock.store.state.vms.find((candidate) => candidate.name === "web-1");
    if (!vm) throw new Error("no web-1 in the demo preset");
    const { user } = renderComputeRoute(`/compute/vm/${vm.location}/${vm.uuid}`);
    expect(await screen.findByRole("heading", { level: 1, name: "web-1" })).toBeInTheDocument();
    expect(screen.getByRole("region", { name: await text("detail", code, "tab.overview") })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: await text("detail", code, "power.stop") })).toBeInTheDocument();
    await user.click(screen.getByRole("tab", { name: await text("detail", code, "tab.settings") }));
    expect(await screen.findByText(await text("detail", code, "blocked.resizeOnlyStopped"))).toBeInTheDocument();
    expect(screen.getByRole("button", { name: await text("detail", code, "settings.clone") })).toBeInTheDocument();
  });

  it.each(CODES)("shows the form that creates a virtual machine in %s", async (code) => {
    await act(() => setLanguage(code));
    renderComputeRoute("/compute/create");
    expect(await screen.findByRole("heading", { level: 1, name: await text("create", code, "title") })).toBeInTheDocument();
    expect(screen.getByRole("region", { name: await text("create", code, "boot.title") })).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: await text("create", code, "details.name") })).toBeInTheDocument();
    await waitFor(async () => expect(screen.getByRole("button", { name: await text("create", code, "summary.submit") })).toBeInTheDocument());
  });
});
