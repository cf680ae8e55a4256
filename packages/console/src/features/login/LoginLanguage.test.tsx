import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { applyRuntimeConfig } from "../../config/runtime";
import { act, screen } from "@testing-library/react";
import type { UiConfig } from "@cloudconsole/sdk";
import { LANGUAGES, PSEUDO_LANGUAGE, REMEMBERED_LANGUAGE_KEY } from "../../i18n";
import { pseudoText } from "../../i18n/pseudo";
import { renderScreen } from "../../testing/render";
import { siteConfig } from "../../testing/uiConfig";
import { loadIdentityProviderForms } from "./loadIdentityProviderForms";
import formsEnglish from "./identityProviderForms/locales/en.json";
import type english from "./locales/en.json";
import { showLoginIn } from "./loginCatalogue";
import { LoginScreen } from "./LoginScreen";

beforeAll(() => loadIdentityProviderForms());

afterEach(async () => {
  localStorage.clear();
  vi.unstubAllEnvs();
  applyRuntimeConfig({});
  await act(() => showLoginIn("en"));
});

const auth0Config: UiConfig = { ...siteConfig, authProvider: "auth0", auth0Domain: "login.example.com", auth0ClientId: "client", termsUrl: { url: "https://example.com/terms" } };

function renderLogin(config: UiConfig = { ...siteConfig, authProvider: "fake" }) {
  return renderScreen(<LoginScreen config={config} logoUrl="/logo.svg" siteName="Warren" mockApiOffered mockApiEnabled={false} onApiKeyLogin={vi.fn()} onMockApiChange={vi.fn()} />);
}

/** A login message in a language, as plain text (ids without placeholders). */
async function loginText(language: string, id: keyof typeof english): Promise<string> {
  const catalogue = (await import(`./locales/${language}.json`)) as { default: Record<string, string[]> };
  return catalogue.default[id]?.join("") ?? id;
}

/** A message of the identity provider's forms in a language, as plain text. */
async function formsText(language: string, id: keyof typeof formsEnglish): Promise<string> {
  const catalogue = (await import(`./identityProviderForms/locales/${language}.json`)) as { default: Record<string, string[]> };
  return catalogue.default[id]?.join("") ?? id;
}

describe("the login screen's language", () => {
  it("switches at once, without a reload, and remembers the choice in this browser", async () => {
    const { user } = renderLogin();
    const select = screen.getByRole("combobox", { name: "Language" });
    expect(select).toHaveValue("en");
    await user.selectOptions(select, "et");
    expect(await screen.findByRole("heading", { level: 1, name: "Logi sisse" })).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Keel" })).toHaveValue("et");
    expect(localStorage.getItem(REMEMBERED_LANGUAGE_KEY)).toBe("et");
    expect(document.documentElement).toHaveAttribute("lang", "et");
  });

  it.each(LANGUAGES.map((language) => language.code))("renders the sign-up form in %s, the terms link inside its sentence", async (code) => {
    await act(() => showLoginIn(code));
    const { user } = renderLogin(auth0Config);
    await user.click(await screen.findByRole("button", { name: await loginText(code, "createAccount") }));
    expect(screen.getByRole("heading", { level: 1, name: await loginText(code, "heading.signup") })).toBeInTheDocument();
    expect(screen.getByLabelText(new RegExp(await formsText(code, "field.password")))).toBeInTheDocument();
    expect(screen.getByRole("button", { name: await formsText(code, "google.signup") })).toBeInTheDocument();
    const linkText = await loginText(code, "terms.link");
    const terms = screen.getByRole("link", { name: linkText });
    const sentence = ((await import(`./locales/${code}.json`)) as { default: { terms: (string | string[])[] } }).default.terms;
    expect(terms.parentElement).toHaveTextContent(sentence.map((part) => (typeof part === "string" ? part : linkText)).join(""));
    expect(screen.queryAllByText(formsEnglish.or)).toHaveLength(code === "en" ? 1 : 0);
  });
});

describe("the pseudo-language on the login screen", () => {
  it("is not offered by a built console unless its runtime configuration says so", () => {
    vi.stubEnv("DEV", false);
    renderLogin();
    const options = screen.getAllByRole("option").map((option) => option.getAttribute("value"));
    expect(options).toEqual(LANGUAGES.map((language) => language.code));
  });

  it("is offered, named for what it is, where the runtime configuration turns it on, and can be chosen and remembered", async () => {
    vi.stubEnv("DEV", false);
    applyRuntimeConfig({ pseudoLanguage: true });
    const { user } = renderLogin();
    expect(screen.getByRole("option", { name: "Pseudo-language (for testing layouts)" })).toHaveValue(PSEUDO_LANGUAGE);
    await user.selectOptions(screen.getByRole("combobox", { name: "Language" }), PSEUDO_LANGUAGE);
    expect(await screen.findByRole("heading", { level: 1, name: pseudoText("Log in") })).toBeInTheDocument();
    expect(localStorage.getItem(REMEMBERED_LANGUAGE_KEY)).toBe(PSEUDO_LANGUAGE);
    expect(document.documentElement).toHaveAttribute("lang", PSEUDO_LANGUAGE);
  });
});
