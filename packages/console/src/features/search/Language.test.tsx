import { Suspense } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { act, screen, waitFor, within } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { setupI18n, type Messages } from "@lingui/core";
import { ConfigLayout } from "../../config/ConfigLayout";
import { LANGUAGES, setLanguage, type MessageValues } from "../../i18n";
import { setupMockApi } from "../../testing/mockApi";
import { renderScreen } from "../../testing/render";
import { AppShell } from "../shell";
import type english from "./locales/en.json";

const mock = setupMockApi({ freshSession: true });

afterEach(async () => {
  await act(() => setLanguage("en"));
});

/** A message of the palette's catalogue in a language, its placeholders filled. */
async function say(language: string, id: keyof typeof english, values?: MessageValues): Promise<string> {
  const messages = ((await import(`./locales/${language}.json`)) as { default: Messages }).default;
  return setupI18n({ locale: language, messages: { [language]: messages } })._(id, values);
}

function renderShell() {
  return renderScreen(
    <Suspense fallback="loading">
      <Routes>
        <Route element={<ConfigLayout />}>
          <Route element={<AppShell />}>
            <Route path="*" element={<p>Somewhere</p>} />
          </Route>
        </Route>
      </Routes>
    </Suspense>,
    { route: "/" },
  );
}

describe("the command palette in every language", () => {
  it.each(LANGUAGES.map((language) => language.code))("is in %s, and finds resources by their words there and in English", async (code) => {
    // The signed-in shell follows the profile's language.
    mock.store.state.user.profile_data.lang = code;
    await act(() => setLanguage(code));
    let rendered: ReturnType<typeof renderShell> | undefined;
    await act(async () => void (rendered = renderShell()));
    const { user } = rendered as ReturnType<typeof renderShell>;
    // The launcher hears the shortcut once the header shows.
    const launcher = ((await import(`./launcher/locales/${code}.json`)) as { default: Messages }).default;
    await screen.findByRole("button", { name: setupI18n({ locale: code, messages: { [code]: launcher } })._("label") }, { timeout: 5000 });
    await user.keyboard("{Control>}k{/Control}");
    const dialog = await screen.findByRole("dialog", { name: await say(code, "title") });
    const input = within(dialog).getByRole("combobox", { name: await say(code, "field") });
    expect(input).toHaveAttribute("placeholder", await say(code, "placeholder"));
    const actions = await within(dialog).findByRole("group", { name: await say(code, "actions") });
    expect(within(actions).getByRole("option", { name: new RegExp(await say(code, "action.create", { type: "virtual_machine" })) })).toBeInTheDocument();
    expect(within(actions).getByRole("option", { name: new RegExp(await say(code, "action.logOut")) })).toBeInTheDocument();
    // No English left in the palette: none of its English messages that its translation words otherwise.
    const shown = dialog.textContent ?? "";
    for (const id of ["actions", "action", "action.goHome", "action.goProfile", "action.colourScheme", "action.logOut"] as const) {
      const [translated, source] = [await say(code, id), await say("en", id)];
      expect(translated === source || !shown.includes(source)).toBe(true);
    }

    // The English names of a type find its resources in every language: "machine" is only in English here.
    const vm = mock.store.state.vms.find((candidate) => candidate.name === "jakarta-app");
    if (!vm) throw new Error("the default preset should have the VM jakarta-app");
    await user.type(input, "machine jakarta");
    const option = await within(dialog).findByRole("option", { name: /jakarta-app/ });
    // Screen readers hear how many were found, counted in the language's own words and digits.
    await waitFor(async () => expect(within(dialog).getByRole("status")).toHaveTextContent(await say(code, "count.results", { count: within(dialog).getAllByRole("option").length })));
    const status = await say(code, "status", { status: vm.status, name: vm.status });
    await waitFor(() => expect(option).toHaveTextContent(status));
  });
});
