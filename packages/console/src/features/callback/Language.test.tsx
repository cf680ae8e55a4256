import { afterEach, describe, expect, it } from "vitest";
import { act, screen } from "@testing-library/react";
import { LANGUAGES, setLanguage } from "../../i18n";
import { renderScreen } from "../../testing/render";
import { CallbackScreen } from "./CallbackScreen";
import type english from "./locales/en.json";
import { SwitchAccountScreen } from "./SwitchAccountScreen";

afterEach(async () => {
  await act(() => setLanguage("en"));
});

/** A compiled message of the callback's catalogue in a language, its `{name}` filled. */
async function callbackText(language: string, id: keyof typeof english, name = ""): Promise<string> {
  const catalogue = (await import(`./locales/${language}.json`)) as { default: Record<string, (string | string[])[]> };
  return (catalogue.default[id] ?? []).map((part) => (typeof part === "string" ? part : name)).join("");
}

describe("the login callback in each language", () => {
  it.each(LANGUAGES.map((language) => language.code))("says in %s why a login failed, and asks before switching account", async (code) => {
    await act(() => setLanguage(code));
    const { unmount } = renderScreen(
      <CallbackScreen view={{ state: "hasError", title: "Login error", code: "invalid_state", description: "state mismatch", notStartedHere: true, params: { error: "invalid_state" } }} onBack={() => undefined} />,
    );
    expect(await screen.findByRole("heading", { level: 1, name: await callbackText(code, "error.title") })).toBeInTheDocument();
    expect(screen.getByText(await callbackText(code, "error.notStartedHere"))).toBeInTheDocument();
    expect(screen.getByRole("button", { name: await callbackText(code, "back") })).toBeInTheDocument();
    unmount();

    renderScreen(<SwitchAccountScreen current="ann@example.com" incoming="bob@example.com" onSwitch={() => undefined} onKeep={() => undefined} />);
    const dialog = await screen.findByRole("alertdialog", { name: await callbackText(code, "switch.title") });
    expect(dialog).toHaveTextContent(await callbackText(code, "switch.current", "ann@example.com"));
    expect(dialog).toHaveTextContent(await callbackText(code, "switch.incoming", "bob@example.com"));
    expect(screen.getByRole("button", { name: await callbackText(code, "switch.to", "bob@example.com") })).toBeInTheDocument();
  });
});
