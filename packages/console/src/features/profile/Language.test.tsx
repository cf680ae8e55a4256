import { afterEach, describe, expect, it, vi } from "vitest";
import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { toast } from "sonner";
import { applyRuntimeConfig } from "../../config/runtime";
import { LANGUAGES, PSEUDO_LANGUAGE, setLanguage } from "../../i18n";
import { pseudoText } from "../../i18n/pseudo";
import { renderRoutes } from "../../testing/FeatureRoutes";
import { setupMockApi } from "../../testing/mockApi";
import { profileFeature } from "./index";

const mock = setupMockApi();

afterEach(async () => {
  act(() => void toast.dismiss());
  await act(() => setLanguage("en"));
  vi.unstubAllEnvs();
  applyRuntimeConfig({});
});

const renderProfile = () => renderRoutes(profileFeature.routes, "/profile");

/** A compiled catalogue message as plain text (the catalogues here hold no placeholders in these ids). */
async function catalogueText(language: string, id: string): Promise<string> {
  const catalogue = (await import(`./locales/${language}.json`)) as { default: Record<string, string[]> };
  return catalogue.default[id]?.join("") ?? id;
}

describe("the language on /profile", () => {
  it("switches the console's language at once and saves it through the profile call", async () => {
    const { user } = renderProfile();
    const select = await screen.findByRole("combobox", { name: "Language" });
    expect(select).toHaveValue("en");
    await user.selectOptions(select, "et");

    expect(await screen.findByRole("heading", { name: "Profiil" })).toBeInTheDocument();
    expect(await screen.findByText("Keel on salvestatud")).toBeInTheDocument();
    expect(mock.store.state.user.profile_data.lang).toBe("et");
    expect(document.documentElement).toHaveAttribute("lang", "et");
    expect(screen.getByRole("combobox", { name: "Keel" })).toHaveValue("et");
  });

  it("keeps the language shown and says so when saving it fails", async () => {
    mock.server.use(http.patch("http://localhost/v1/user-resource/user/profile", () => HttpResponse.json({ message: "Profile locked" }, { status: 409 })));
    const { user } = renderProfile();
    await user.selectOptions(await screen.findByRole("combobox", { name: "Language" }), "id");
    expect(await screen.findByText("Gagal menyimpan bahasa")).toBeInTheDocument();
    expect(mock.store.state.user.profile_data.lang).toBe("en");
  });

  it("offers a built console's pseudo-language only where its runtime configuration turns it on, without saving it", async () => {
    vi.stubEnv("DEV", false);
    const first = renderProfile();
    const values = (await screen.findAllByRole("option")).map((option) => option.getAttribute("value"));
    expect(values).toEqual(LANGUAGES.map((language) => language.code));
    first.unmount();

    applyRuntimeConfig({ pseudoLanguage: true });
    const { user } = renderProfile();
    expect(await screen.findByRole("option", { name: "Pseudo-language (for testing layouts)" })).toHaveValue(PSEUDO_LANGUAGE);
    await user.selectOptions(screen.getByRole("combobox", { name: "Language" }), PSEUDO_LANGUAGE);
    expect(await screen.findByRole("heading", { level: 1, name: pseudoText("Profile") })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute("lang", PSEUDO_LANGUAGE);
    // A made-up language is no customer's: the profile keeps its own.
    expect(mock.store.state.user.profile_data.lang).toBe("en");
  });

  it("shows the customer's own time zone", async () => {
    renderProfile();
    const card = within(await screen.findByRole("region", { name: "Language" }));
    expect(card.getByText(`Times are shown in your time zone, ${Intl.DateTimeFormat().resolvedOptions().timeZone}.`)).toBeInTheDocument();
  });

  it.each(LANGUAGES.map((language) => language.code))("renders the whole profile in %s", async (code) => {
    await act(() => setLanguage(code));
    // Rendered in an awaited act(): a screen whose catalogue chunk is still on its way suspends, and React resumes
    // work suspended in a test's act() scope only when that scope is awaited.
    await act(async () => void renderProfile());
    expect(await screen.findByRole("heading", { level: 1, name: await catalogueText(code, "title") })).toBeInTheDocument();
    expect(await screen.findByRole("form", { name: await catalogueText(code, "details.title") })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: await catalogueText(code, "details.save") })).toBeInTheDocument();
    expect(screen.getByRole("region", { name: await catalogueText(code, "appearance.title") })).toBeInTheDocument();
    expect(await screen.findByRole("table", { name: await catalogueText(code, "invitations.caption") })).toBeInTheDocument();
  });

  it.each(LANGUAGES.map((language) => language.code))("says what is wrong with a pasted SSH key in %s", async (code) => {
    await act(() => setLanguage(code));
    await act(async () => void renderProfile());
    const form = within(await screen.findByRole("form", { name: await catalogueText(code, "ssh.addForm") }));
    const user = userEvent.setup();
    await user.type(form.getByRole("textbox", { name: new RegExp(`^${await catalogueText(code, "ssh.keyName")}`) }), "laptop");
    const key = form.getByRole("textbox", { name: new RegExp(`^${await catalogueText(code, "ssh.publicKey")}`) });
    await user.click(key);
    await user.paste("-----BEGIN OPENSSH PRIVATE KEY-----");
    await user.click(form.getByRole("button", { name: await catalogueText(code, "ssh.add") }));
    expect(await form.findByText(await catalogueText(code, "ssh.privateKey"))).toBeInTheDocument();
    await user.clear(key);
    await user.paste("ssh-ed25519 not-a-key");
    expect(await form.findByText(await catalogueText(code, "ssh.keyFormat"))).toBeInTheDocument();
  });
});
